// A greeting: a domain type that is Sendable and Codable, but not Equatable.

/// A greeting written for one recipient.
public struct Greeting: Sendable, Codable {
    /// What the greeting says.
    public var text: String
    /// Whom it greets.
    public var recipient: String

    /// Creates a greeting.
    public init(text: String, recipient: String) {
        self.text = text
        self.recipient = recipient
    }
}
