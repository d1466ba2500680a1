// The Yams side of the package: settings read from and written to YAML.

import Preferences
import Testing

@Suite struct Test_AppSettings {
    @Test func decodesAYAMLDocument() throws {
        let settings = try AppSettings.decode(yaml: "refreshMinutes: 15\nshowsPreviews: true\n")
        #expect(settings == AppSettings(refreshMinutes: 15, showsPreviews: true))
    }

    @Test func encodesWhatItDecodes() throws {
        let settings = AppSettings(refreshMinutes: 5, showsPreviews: false)
        #expect(try AppSettings.decode(yaml: try settings.yaml()) == settings)
    }

    @Test func aDocumentWithoutAFieldIsAnError() {
        #expect(throws: (any Error).self) { try AppSettings.decode(yaml: "refreshMinutes: 15\n") }
    }
}
