import Testing

@testable import TerminalWire

/// The terminfo `%` language, operator by operator, and the padding that is dropped.
@Suite struct TerminfoFormatTests {
  func expand(_ format: String, _ parameters: Int...) -> String {
    visible(TerminfoFormat(format).expand(parameters))
  }

  @Test func parametersPrintInDecimalAndIncrementMakesRowAndColumnOneBased() {
    #expect(expand("\u{1B}[%i%p1%d;%p2%dH", 0, 0) == "⎋[1;1H")
    #expect(expand("\u{1B}[%i%p1%d;%p2%dH", 23, 79) == "⎋[24;80H")
    #expect(expand("%p2%d,%p1%d", 3, 4) == "4,3")
    #expect(expand("%p9%d", 1) == "0", "a parameter not given is 0")
  }

  @Test func charactersConstantsAndArithmetic() {
    #expect(expand("%p1%' '%+%c", 1) == "!")
    #expect(expand("%p1%{32}%+%c", 33) == "A")
    #expect(expand("%{7}%{2}%-%d %{7}%{2}%*%d %{7}%{2}%/%d %{7}%{2}%m%d") == "5 14 3 1")
    #expect(expand("%{6}%{3}%&%d %{6}%{3}%|%d %{6}%{3}%^%d %{0}%!%d %{0}%~%d") == "2 7 5 1 -1")
    #expect(expand("%{1}%{0}%/%d", 0) == "0", "division by zero is 0, as tparm gives")
    #expect(expand("100%%") == "100%")
    #expect(TerminfoFormat("%p1%c").expand(0) == [0x80], "a NUL is sent as 0x80, as ncurses sends it")
  }

  @Test func conditionalsTakeTheirFirstTrueBranch() {
    let setaf = "\u{1B}[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"
    #expect(expand(setaf, 1) == "⎋[31m")
    #expect(expand(setaf, 9) == "⎋[91m")
    #expect(expand(setaf, 200) == "⎋[38;5;200m")
    #expect(expand("%?%p1%{1}%=%tone%e%p1%{2}%>%t%?%p1%{5}%<%tsmall%ebig%;%eelse%;", 1) == "one")
    #expect(expand("%?%p1%{1}%=%tone%e%p1%{2}%>%t%?%p1%{5}%<%tsmall%ebig%;%eelse%;", 3) == "small")
    #expect(expand("%?%p1%{1}%=%tone%e%p1%{2}%>%t%?%p1%{5}%<%tsmall%ebig%;%eelse%;", 9) == "big")
    #expect(expand("%?%p1%{1}%=%tone%e%p1%{2}%>%t%?%p1%{5}%<%tsmall%ebig%;%eelse%;", 2) == "else")
    #expect(expand("%?%p1%p2%A%tboth%;%?%p1%p2%O%t either%;", 1, 0) == " either")
  }

  @Test func variablesHoldBetweenSetAndGet() {
    #expect(expand("%p1%Pa%p2%PZ%gZ%d%ga%d", 4, 5) == "54")
  }

  @Test func printfFlagsWidthsAndBases() {
    #expect(expand("%p1%03d|%p1%3d|%p1%:-3d|%p1%x|%p1%#o|%d", 7) == "007|  7|7  |7|07|0", "an empty stack gives 0")
    #expect(expand("%p1%03d|%p1%x|%p1%X|%p1%o|%p1%#x|%p1%:+d|%p1%.4d", 255) == "255|ff|FF|377|0xff|+255|0255")
    #expect(expand("%p1%d", -12) == "-12")
  }

  @Test func paddingIsDroppedAndADollarThatIsNotPaddingStays() {
    #expect(expand("\u{1B}[%i%p1%d;%p2%dH$<5>", 0, 0) == "⎋[1;1H")
    #expect(expand("\u{1B}[?5h$<100/>\u{1B}[?5l") == "⎋[?5h⎋[?5l")
    #expect(expand("$<2*>x$<1.5>") == "x")
    #expect(expand("$5 $<x> $<") == "$5 $<x> $<")
  }
}
