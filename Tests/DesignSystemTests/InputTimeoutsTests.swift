import DesignSystem
import Testing

@Suite("Input timeouts")
struct InputTimeoutsTests {
    @Test("ESCDELAY sets the escape wait in milliseconds; missing or invalid values keep 100 ms")
    func escapeDelay() {
        #expect(InputTimeouts.fromEnvironment([:]).escapeMilliseconds == 100)
        #expect(InputTimeouts.fromEnvironment(["ESCDELAY": "25"]).escapeMilliseconds == 25)
        #expect(InputTimeouts.fromEnvironment(["ESCDELAY": "0"]).escapeMilliseconds == 0)
        for invalid in ["", "-5", "fast", "10001", "99999999999999999999"] {
            #expect(InputTimeouts.fromEnvironment(["ESCDELAY": invalid]).escapeMilliseconds == 100, "\(invalid)")
        }
    }
}
