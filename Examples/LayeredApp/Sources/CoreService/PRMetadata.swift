// A pull request's metadata: the one domain type here that is Equatable and Hashable.

/// What a list of pull requests shows of one.
public struct PRMetadata: Sendable, Equatable, Hashable {
    /// The pull request's number in its repository.
    public var number: Int
    /// Its title.
    public var title: String
    /// Who opened it.
    public var author: String

    /// Creates a pull request's metadata.
    public init(number: Int, title: String, author: String) {
        self.number = number
        self.title = title
        self.author = author
    }
}
