import ArcadeKit
import Testing

/// Requests declared outside the core: asked as commands, answered by the handler a host
/// registered, read back by their own type only; a request no handler takes is an error.
@Suite struct HostRequestTests {
  struct Twice: HostRequest, Equatable {
    var number: Int
    typealias Reply = Int
  }

  struct Name: HostRequest {
    typealias Reply = String
  }

  @Test func aRegisteredHandlerAnswersWithItsRequestsReplyType() throws {
    var handlers = HostHandlers()
    handlers.register(Twice.self) { $0.number * 2 }
    #expect(handlers.handles(Twice.self) && !handlers.handles(Name.self))
    guard case .perform(.request(let asked)) = Command.ask(Twice(number: 21)) else {
      Issue.record("ask makes a request")
      return
    }
    #expect(asked.request as? Twice == Twice(number: 21))
    let reply = try handlers.answer(asked)
    let event = InputEvent.effect(.reply(reply))
    #expect(event.reply(to: Twice.self) == 42)
    #expect(event.reply(to: Name.self) == nil, "an answer is read by its own request's type only")
    #expect(InputEvent.key(.enter).reply(to: Twice.self) == nil)
    #expect(reply == RequestReply(to: Twice.self, 42))
    #expect(reply != RequestReply(to: Twice.self, 41))
  }

  @Test func aRequestNoHandlerTakesIsAnErrorThatNamesIt() {
    let handlers = HostHandlers()
    #expect(throws: UnhandledRequest.self) { try handlers.answer(AskedRequest(Name())) }
    do {
      _ = try handlers.answer(AskedRequest(Name()))
    } catch {
      #expect(error.description.contains("Name"))
    }
  }
}
