import Foundation
import Testing

/// The core's members are `public` only where another package (the server's, `Server/`, or the
/// benchmarks', `Benchmarks/`) uses them; what only the arcade's own modules use is `package`.
/// A type may stay public for a public signature that names it; a member only for another
/// package or a public protocol it answers.
///
/// `Drawing` is the exception: every frame runs through it from other modules, and the
/// compiler inlines across modules only what is public (a `package` canvas cost Holes 16 % more
/// instructions a frame: docs/PERFORMANCE.md).
@Suite struct PackageAccessTests {
  /// The core's modules, split by job (docs/ARCHITECTURE.md), but the drawing.
  static let coreModules = ["ArcadeKit", "Replays"]
  /// Where the other packages' Swift files are.
  static let otherPackages = ["Server/Sources", "Server/Tests", "Benchmarks/ArcadeBenchmarks"]
  /// Members public because a public protocol asks for them (its conformers in other modules
  /// must see them), or a public default argument names them.
  static let publicForTheLanguage: Set<String> = [
    "description", "hash", "rawValue",
    // BindableAction's and Scene's requirements, answered by default or by the core's own types.
    "defaultKeys", "placedKeys", "summary", "overlay", "hasGameInProgress", "wantsKeyReleases",
    // ReplayTrack's default for its longest replay.
    "maximumSteps",
  ]

  /// Every word of the Swift files under `folder` (recursively).
  static func words(under folder: String) throws -> Set<String> {
    var found: Set<String> = []
    let root = Readme.packageRoot.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: file, encoding: .utf8)
      var word = ""
      for character in text.unicodeScalars {
        if CharacterSet.alphanumerics.contains(character) || character == "_" {
          word.unicodeScalars.append(character)
        } else if !word.isEmpty {
          found.insert(word)
          word = ""
        }
      }
      if !word.isEmpty { found.insert(word) }
    }
    return found
  }

  /// The public members (functions, properties) of `module`: file and name.
  static func publicMembers(of module: String) throws -> [(file: String, name: String)] {
    var members: [(String, String)] = []
    let root = Readme.packageRoot.appendingPathComponent("Sources/\(module)")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    let kinds: Set<Substring> = ["func", "var", "let"]
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        let words = line.split(separator: " ")
        guard words.first == "public", let kind = words.firstIndex(where: kinds.contains), kind + 1 < words.count
        else { continue }
        let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        // An operator (`==`, `<`) answers its protocol, as `hash` does.
        if !name.isEmpty { members.append((file.lastPathComponent, String(name))) }
      }
    }
    return members
  }

  @Test func theCoresPublicMembersAreTheOnesOtherPackagesUse() throws {
    var used: Set<String> = []
    for folder in Self.otherPackages { used.formUnion(try Self.words(under: folder)) }
    #expect(used.contains("Canvas"), "the other packages' sources were not read")
    for module in Self.coreModules {
      let members = try Self.publicMembers(of: module)
      #expect(!members.isEmpty, "no public member found in \(module)")
      for member in members where !used.contains(member.name) && !Self.publicForTheLanguage.contains(member.name) {
        Issue.record(
          "\(module)/\(member.file): `\(member.name)` is public, but no other package uses it: make it `package`")
      }
    }
  }
}
