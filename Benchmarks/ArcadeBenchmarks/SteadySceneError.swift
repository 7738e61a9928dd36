// MARK: - SteadySceneError

/// Why a game's scene could not be brought to the state a benchmark measures.
struct SteadySceneError: Error, CustomStringConvertible {
  /// What went wrong, for the benchmark's output.
  let description: String
}
