import Testing

/// The server's suites that load this machine (a flood of a thousand connections, Chromium
/// drawing pages) or time what a loaded machine slows down (the metrics' waits for a session to
/// go): they run one after another, never beside each other, so none makes another miss its
/// deadlines on two cores.
@Suite(.serialized) enum HeavyTests {}
