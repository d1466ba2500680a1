// A place in a spec file: the file's display path, a 1-based line and a 1-based column.

/// A position in a spec file, as shown in diagnostics (`path:line:column`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as shown to the user.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with the place in a spec it came from.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public var value: Value
    /// Where the value was written.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
