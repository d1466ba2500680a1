// Spec text quoted in a message: `'name'`, on one line and cut, however long the name in the spec.

extension DefaultStringInterpolation {
    /// Appends `text` in single quotes as `Diagnostic.excerpt` shows it: a 1 MB name costs a message 80 characters.
    mutating func appendInterpolation(quoted text: String) {
        appendInterpolation("'\(Diagnostic.excerpt(text))'")
    }
}
