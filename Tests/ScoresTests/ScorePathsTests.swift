import Scores
import Testing

// MARK: - Where the store lives

struct ScorePathsTests {
  @Test func theFlagWinsOverEverything() throws {
    let path = try ScorePaths.resolve(
      flag: "my.json", environment: ["ARCADE_SCORES": "/e.json", "XDG_DATA_HOME": "/x"], home: "/h")
    #expect(path == "my.json")
  }

  @Test func theEnvironmentVariableWinsOverXDG() throws {
    let path = try ScorePaths.resolve(
      flag: nil, environment: ["ARCADE_SCORES": "/e.json", "XDG_DATA_HOME": "/x"], home: "/h")
    #expect(path == "/e.json")
  }

  @Test func xdgDataHomeIsUsedWhenAbsolute() throws {
    #expect(
      try ScorePaths.resolve(flag: nil, environment: ["XDG_DATA_HOME": "/x/"], home: "/h")
        == "/x/arcade/scores.json")
    #expect(
      try ScorePaths.resolve(flag: nil, environment: ["XDG_DATA_HOME": "rel"], home: "/h")
        == "/h/.local/share/arcade/scores.json")
  }

  @Test func emptyValuesCountAsUnset() throws {
    let path = try ScorePaths.resolve(
      flag: "", environment: ["ARCADE_SCORES": "", "XDG_DATA_HOME": ""], home: "/home/ada")
    #expect(path == "/home/ada/.local/share/arcade/scores.json")
  }

  @Test func homeFallsBackToTheEnvironmentThenFails() throws {
    #expect(
      try ScorePaths.resolve(flag: nil, environment: ["HOME": "/e"], home: nil)
        == "/e/.local/share/arcade/scores.json")
    #expect(throws: ScoreStoreError.noHomeDirectory) {
      try ScorePaths.resolve(flag: nil, environment: [:], home: nil)
    }
  }
}
