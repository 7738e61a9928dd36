import ArgumentParser
import Logging
import Server

/// `--log-format`: how the log reads on standard error.
enum LogFormat: String, CaseIterable, ExpressibleByArgument {
  /// swift-log's own lines, for a person: `2026-11-27T08:45:00+0000 info arcade-serve: … connected`.
  case text
  /// One JSON object a line (`JSONLogHandler`), for a log collector.
  case json

  /// The handler of the logger labelled `label`, for `LoggingSystem.bootstrap`.
  @Sendable func handler(label: String) -> any LogHandler {
    switch self {
    case .text: StreamLogHandler.standardError(label: label)
    case .json: JSONLogHandler.standardError(label: label)
    }
  }
}
