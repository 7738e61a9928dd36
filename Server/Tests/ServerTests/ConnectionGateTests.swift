import Server
import Testing

/// The gate's budgets with the time passed in: players keep their capacity, connections still
/// signing in share a smaller one per address, per network and in all, where the oldest makes
/// way, and under pressure the grace is shorter.
struct ConnectionGateTests {
  /// Limits where only the budget under test binds.
  private func limits(_ change: (inout ServerLimits) -> Void) -> ServerLimits {
    var limits = ServerLimits()
    limits.maximumSessions = 100
    limits.maximumPerAddress = 100
    limits.maximumSigningIn = 100
    limits.signingInPerAddress = 100
    limits.signingInPerNetwork = 100
    limits.connectionsPerWindow = 100
    change(&limits)
    return limits
  }

  /// The connections `admission` let go, or nil when it was refused.
  private func dropped(_ admission: ConnectionGate.Admission) -> [ConnectionGate.Dropped]? {
    guard case .admitted(_, let dropped) = admission else { return nil }
    return dropped
  }

  @Test func theOldestSigningInMakesWayWhenTheBudgetIsFull() {
    let gate = ConnectionGate(limits: limits { $0.maximumSigningIn = 3 })
    #expect(dropped(gate.admit(1, from: "10.0.1.1", at: 0)) == [])
    #expect(dropped(gate.admit(2, from: "10.0.2.1", at: 1)) == [])
    #expect(dropped(gate.admit(3, from: "10.0.3.1", at: 2)) == [])
    #expect(dropped(gate.admit(4, from: "10.0.4.1", at: 3)) == [.init(connection: 1, reason: .signingInFull)])
    #expect(dropped(gate.admit(5, from: "10.0.5.1", at: 4)) == [.init(connection: 2, reason: .signingInFull)])
    #expect(gate.signingIn == 3)
    // A dropped connection's close gives nothing back twice.
    gate.release(1)
    gate.release(2)
    #expect(gate.signingIn == 3)
    gate.release(3)
    #expect(gate.signingIn == 2)
    #expect(dropped(gate.admit(6, from: "10.0.6.1", at: 5)) == [])
  }

  @Test func aNetworkHoldsOnlyItsShareAndItsOldestMakesWay() {
    let gate = ConnectionGate(limits: limits { $0.signingInPerNetwork = 2 })
    #expect(dropped(gate.admit(1, from: "192.0.2.1", at: 0)) == [])
    #expect(dropped(gate.admit(2, from: "192.0.2.200", at: 0)) == [])
    // Another /24: its own share.
    #expect(dropped(gate.admit(3, from: "192.0.3.1", at: 0)) == [])
    #expect(dropped(gate.admit(4, from: "192.0.3.2", at: 0)) == [])
    // An IPv4 address written inside IPv6 is in its IPv4 network.
    #expect(dropped(gate.admit(5, from: "::ffff:192.0.2.9", at: 1)) == [.init(connection: 1, reason: .networkFull)])
    #expect(dropped(gate.admit(6, from: "192.0.3.3", at: 1)) == [.init(connection: 3, reason: .networkFull)])
    // IPv6: a /64 is one network, the next /64 another.
    #expect(dropped(gate.admit(7, from: "2001:db8:0:1::1", at: 2)) == [])
    #expect(dropped(gate.admit(8, from: "2001:db8:0:1:ffff:ffff:ffff:2", at: 2)) == [])
    #expect(dropped(gate.admit(9, from: "2001:db8:0:2::1", at: 2)) == [])
    #expect(
      dropped(gate.admit(10, from: "2001:db8:0:1:abcd::3", at: 3)) == [.init(connection: 7, reason: .networkFull)])
    #expect(gate.signingIn == 7)
  }

  @Test func anAddressMakesWayForItsOwnNewestAndIsRefusedOnlyWhenAllAreSignedIn() {
    let gate = ConnectionGate(
      limits: limits {
        $0.maximumPerAddress = 3
        $0.signingInPerAddress = 2
      })
    #expect(dropped(gate.admit(1, from: "198.51.100.7", at: 0)) == [])
    #expect(dropped(gate.admit(2, from: "198.51.100.7", at: 0)) == [])
    #expect(dropped(gate.admit(3, from: "198.51.100.7", at: 0)) == [.init(connection: 1, reason: .addressFull)])
    // The same address written inside IPv6 is the same address.
    #expect(dropped(gate.admit(4, from: "::ffff:198.51.100.7", at: 0)) == [.init(connection: 2, reason: .addressFull)])
    #expect(gate.signIn(3) == nil)
    #expect(gate.signIn(4) == nil)
    #expect(dropped(gate.admit(5, from: "198.51.100.7", at: 1)) == [])
    #expect(gate.signIn(5) == nil)
    #expect(gate.admit(6, from: "198.51.100.7", at: 1) == .refused(.addressFull(limit: 3)))
    #expect(gate.players == 3)
    #expect(gate.openConnections == 3)
  }

  @Test func playersKeepTheirCapacityWhateverSignsIn() {
    let gate = ConnectionGate(
      limits: limits {
        $0.maximumSessions = 2
        $0.maximumSigningIn = 4
      })
    _ = gate.admit(1, from: "203.0.113.1", at: 0)
    _ = gate.admit(2, from: "203.0.113.2", at: 0)
    #expect(gate.signIn(1) == nil)
    // A flood of silent connections after the first player: none of them takes the player's place.
    var droppedConnections: Set<Int> = []
    for connection in 3..<200 {
      droppedConnections.formUnion(
        dropped(gate.admit(connection, from: "10.9.\(connection).1", at: 1))?.map(\.connection) ?? [])
    }
    #expect(!droppedConnections.contains(1))
    #expect(gate.isPlayer(1))
    #expect(gate.signingIn == 4)
    // Connection 2 was dropped by the flood; the newest one signs in to the last place.
    #expect(droppedConnections.contains(2))
    #expect(gate.signIn(2) == .dropped)
    #expect(gate.signIn(199) == nil)
    #expect(gate.players == 2)
    // Full: the next to sign in is refused then (and told so in its session).
    #expect(gate.signIn(198) == .serverFull(limit: 2))
    #expect(!gate.isPlayer(198))
    #expect(dropped(gate.admit(300, from: "10.10.0.1", at: 2)) == [])
    #expect(gate.signIn(300) == .serverFull(limit: 2))
    gate.release(1)
    #expect(gate.signIn(198) == nil)
  }

  @Test func theGraceIsShorterUnderPressureAndTheSlowAreLetGo() {
    let gate = ConnectionGate(
      limits: limits {
        $0.maximumSigningIn = 4
        $0.loginGrace = 20
        $0.loginGraceUnderPressure = 5
      })
    #expect(gate.admit(1, from: "10.0.1.1", at: 0) == .admitted(loginGrace: 20, dropped: []))
    #expect(gate.admit(2, from: "10.0.2.1", at: 3) == .admitted(loginGrace: 20, dropped: []))
    // Three of four is more than half: the newcomer gets 5 s, and the one waiting 6 s goes.
    #expect(
      gate.admit(3, from: "10.0.3.1", at: 6)
        == .admitted(loginGrace: 5, dropped: [.init(connection: 1, reason: .tooSlowUnderPressure)]))
    #expect(gate.admit(4, from: "10.0.4.1", at: 7) == .admitted(loginGrace: 5, dropped: []))
    #expect(
      gate.admit(5, from: "10.0.5.1", at: 8.5)
        == .admitted(loginGrace: 5, dropped: [.init(connection: 2, reason: .tooSlowUnderPressure)]))
    // Signed in, the pressure is off again.
    #expect(gate.signIn(3) == nil)
    #expect(gate.signIn(4) == nil)
    #expect(gate.admit(6, from: "10.0.6.1", at: 30) == .admitted(loginGrace: 20, dropped: []))
  }

  @Test func anAddressOpeningTooManyInItsWindowIsRefused() {
    let gate = ConnectionGate(
      limits: limits {
        $0.connectionsPerWindow = 2
        $0.connectionWindow = 10
      })
    #expect(dropped(gate.admit(1, from: "10.0.0.1", at: 0)) == [])
    #expect(dropped(gate.admit(2, from: "10.0.0.1", at: 1)) == [])
    #expect(gate.admit(3, from: "10.0.0.1", at: 2) == .refused(.tooFast(limit: 2, seconds: 10)))
    #expect(dropped(gate.admit(4, from: "10.0.0.2", at: 2)) == [])
    #expect(dropped(gate.admit(5, from: "10.0.0.1", at: 11.5)) == [])
  }
}
