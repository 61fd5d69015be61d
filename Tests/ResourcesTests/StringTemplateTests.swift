import Testing

@testable import Resources

@Suite("String templates")
struct StringTemplateTests {
    @Test("placeholders take their arguments in order")
    func sequential() {
        #expect(StringTemplate.format("%@ has %d points", [.string("Kim"), .int(3)]) == "Kim has 3 points")
        #expect(StringTemplate.format("%lld items", [.int(12)]) == "12 items")
    }

    @Test("positional placeholders pick their argument, as translations reorder them")
    func positional() {
        #expect(StringTemplate.format("%2$@의 %1$@", [.string("score"), .string("Kim")]) == "Kim의 score")
    }

    @Test("%% is a percent sign; a template without placeholders is returned as is")
    func literals() {
        #expect(StringTemplate.format("100%% done", []) == "100% done")
        #expect(StringTemplate.format("plain", [.int(1)]) == "plain")
    }

    @Test("a placeholder without an argument is left empty instead of crashing")
    func missingArgument() {
        #expect(StringTemplate.format("a %@ b %d", [.string("x")]) == "a x b ")
    }
}
