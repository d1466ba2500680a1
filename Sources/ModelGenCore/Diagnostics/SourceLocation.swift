// A place in a spec file: the file's display path, a 1-based line and a 1-based column.

/// A position in a spec file, as shown in diagnostics (`path:line:column`).
///
/// Every name of a spec carries one, so it is small and needs no reference counting: the path is kept once per
/// process in `SourcePaths` and the location holds its number.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    private let fileNumber: UInt32
    private let storedLine: Int32
    private let storedColumn: Int32

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourcePaths.number(of: file), line: line, column: column)
    }

    /// Creates a location in the file whose path has `fileNumber` in `SourcePaths`.
    init(fileNumber: UInt32, line: Int, column: Int) {
        self.fileNumber = fileNumber
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The file's path as shown to the user.
    public var file: String { SourcePaths.path(of: fileNumber) }
    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column.
    public var column: Int { Int(storedColumn) }

    /// The same line of the same file, at another column.
    func atColumn(_ column: Int) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: line, column: column)
    }

    /// `path:line:column`, control characters of the path escaped (a line feed as `\n`) so a location stays on one line.
    public var description: String { "\(file.escapedToOneLine):\(line):\(column)" }

    /// Orders by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileNumber != rhs.fileNumber { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// The paths of the files locations point into, each stored once per process and numbered in the order first seen.
/// Numbers are only compared for equality; order and output always use the path itself.
enum SourcePaths {
    /// The paths in the order numbered, and each path's number.
    private static let table = Guarded((paths: [String](), numbers: [String: UInt32]()))

    /// The number of `path`, assigned on first use.
    static func number(of path: String) -> UInt32 {
        table.access { table in
            if let number = table.numbers[path] { return number }
            let number = UInt32(table.paths.count)
            table.paths.append(path)
            table.numbers[path] = number
            return number
        }
    }

    /// The path numbered `number`.
    static func path(of number: UInt32) -> String {
        table.access { $0.paths[Int(number)] }
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
