// The process start of the arcade's static executables: nothing to call (see ProcessStart.c).
#ifndef ARCADE_PROCESS_START_H
#define ARCADE_PROCESS_START_H
#endif
