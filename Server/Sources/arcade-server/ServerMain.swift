import ArgumentParser
import Dispatch

/// The server's entry. The command line is read, and `--version`, `--help` or a mistake in it
/// answered, before anything starts a thread: the Swift concurrency runtime's threads come from
/// libdispatch, whose pool reads `/proc/TID/stat` about once a second and stops the process when
/// it cannot, so `arcade-server --version` must answer in an empty root (no `/proc`) without
/// them. Serving runs in a task (`ServeCommand.run()` or `arcade serve backup`).
@main
enum ServerMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      _ = try ServeCommand.parseAsRoot(arguments)
    } catch {
      ServeCommand.exit(withError: error)
    }
    Task {
      do {
        var command = try ServeCommand.parseAsRoot(arguments)
        if let serve = command as? ServeCommand {
          try await serve.run()
        } else {
          try command.run()
        }
        ServeCommand.exit()
      } catch {
        ServeCommand.exit(withError: error)
      }
    }
    dispatchMain()
  }
}
