import FeatureDomain

extension Member {
    /// Members as the offline backend knows them, enough for sign-in tests.
    public static let samples = [
        Member(id: "1", name: "김민준", username: "minjun"),
        Member(id: "7", name: "Ada Brooks", username: "ada"),
        Member(id: "8", name: "Noah Patel", username: "noahp"),
    ]
}
