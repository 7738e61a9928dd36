// zlib, for the share codes' compression (the Launcher's ShareCode).
#include <zlib.h>
