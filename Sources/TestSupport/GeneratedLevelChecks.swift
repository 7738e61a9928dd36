import Levels

// MARK: - GeneratedLevelChecks

/// The property every game's generator is held to: each seed makes a level whose canonical text
/// reads back, through the game's own format and checks, as an equal level, and the same seed
/// always makes the same text.
public enum GeneratedLevelChecks {
  /// `count` seeds spread over the whole range: 0 ..< count times an odd constant. (Not
  /// SplitMix's own increment, 0x9E37…: seeds apart by multiples of it share one stream, shifted.)
  public static func seeds(_ count: Int) -> [UInt64] {
    (0..<UInt64(max(0, count))).map { $0 &* 0xD1B5_4A32_D192_ED03 }
  }

  /// What a sweep over seeds found: the problems (empty when every seed passed) and how many
  /// different levels the seeds made.
  public struct Sweep: Sendable {
    public var problems: [String]
    public var distinctLevels: Int
  }

  /// Makes a level named `name` from each seed and checks it reads back equal and is made the
  /// same again; `property` adds the game's own rules (a problem, or nil). At most 20 problems
  /// are kept.
  public static func sweep<Model: GeneratedLevel>(
    _ model: Model.Type, seeds: [UInt64], name: String = "Daily", property: (Model) -> String? = { _ in nil }
  ) -> Sweep {
    var problems: [String] = []
    var texts = Set<String>()
    func note(_ problem: String) {
      if problems.count < 20 { problems.append(problem) }
    }
    for seed in seeds {
      let level = Model.generated(seed: seed, name: name)
      let text = level.canonicalText
      texts.insert(text)
      do {
        let read = try Model(document: try LevelParser.parse(text: text, path: "seed \(seed)"), path: "seed \(seed)")
        if read != level { note("seed \(seed): reads back as another level:\n\(text)") }
      } catch {
        note("seed \(seed): \(error)\n\(text)")
      }
      if level.name != name { note("seed \(seed): named \(level.name), not \(name)") }
      if Model.generated(seed: seed, name: name).canonicalText != text {
        note("seed \(seed): the same seed made another level")
      }
      if let problem = property(level) { note("seed \(seed): \(problem)\n\(text)") }
    }
    return Sweep(problems: problems, distinctLevels: texts.count)
  }
}
