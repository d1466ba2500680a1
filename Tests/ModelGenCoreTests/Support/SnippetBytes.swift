// Snippet-test helper for raw bytes: input that is not valid UTF-8 cannot be written as a Swift string.

import ModelGenCore

extension Snippet {
    /// The diagnostics of one spec file named `Spec.yaml` holding `bytes`, as printed; empty when the spec is valid.
    static func diagnostics(bytes: [UInt8]) -> String {
        let (file, problems) = SpecLoading.decode(bytes, path: "Spec.yaml")
        var diagnostics = DiagnosticList()
        diagnostics.append(contentsOf: problems)
        do {
            _ = try Validator.validate([file])
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
        }
        return DiagnosticsError(diagnostics.sorted).description
    }
}
