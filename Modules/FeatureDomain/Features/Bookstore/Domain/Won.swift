/// The store's one currency, Korean won, shown the same way in every language: `₩32,000`.
///
/// Every sum in the store is an `Int` of won, so no total ever mixes currencies or rounds.
public enum Won {
    /// `amount` with the won sign and a comma every three digits; negative amounts keep their sign.
    public static func format(_ amount: Int) -> String {
        let digits = String(amount.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (amount < 0 ? "-₩" : "₩") + grouped
    }
}
