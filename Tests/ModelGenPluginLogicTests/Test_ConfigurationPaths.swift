// Reading `specs:`, `templates:` and `references:` from modelgen.yml without a YAML library.

import Testing

@Suite struct Test_ConfigurationPaths {
    @Test func flowSequenceAndScalar() {
        let text =
            "access: public\nspecs: [Specs, \"Shared/Common.yaml\", 'It''s.yml']  # the specs\ntemplates: Templates # ours\n"
        #expect(
            ConfigurationPaths(text: text)
                == ConfigurationPaths(specs: ["Specs", "Shared/Common.yaml", "It's.yml"], templates: "Templates"))
    }

    @Test func blockSequenceIndentedOrNot() {
        let indented = "specs:\n  - Specs\n  # a comment\n\n  - \"Other Specs\" # more\noutput: Generated\n"
        #expect(ConfigurationPaths(text: indented).specs == ["Specs", "Other Specs"])
        let flush = "specs: # the specs\n- Specs\n- Models.yaml\ntemplates: 'My Templates'\n"
        #expect(
            ConfigurationPaths(text: flush)
                == ConfigurationPaths(specs: ["Specs", "Models.yaml"], templates: "My Templates"))
    }

    @Test func oneScalarAndAFlowSequenceOverLines() {
        #expect(ConfigurationPaths(text: "specs: Specs\n").specs == ["Specs"])
        #expect(
            ConfigurationPaths(text: "specs: [\n  A.yaml,\n  B.yaml\n]\naccess: public\n").specs == [
                "A.yaml", "B.yaml",
            ])
        #expect(ConfigurationPaths(text: "specs: []\n").specs == [])
    }

    @Test func absentKeysAreNil() {
        #expect(
            ConfigurationPaths(text: "# Settings\naccess: public\nobservableObject:\n  specs: [Nested]\n")
                == ConfigurationPaths())
    }

    @Test func referencesInFlowForm() {
        let text =
            "access: public\nreferences: [../SettingsFeature/Specs, \"../Shared Specs/Common.yaml\"] # rendered elsewhere\n"
        #expect(
            ConfigurationPaths(text: text)
                == ConfigurationPaths(references: ["../SettingsFeature/Specs", "../Shared Specs/Common.yaml"]))
        #expect(
            ConfigurationPaths(text: "references: [\n  ../A/Specs,\n  ../B/Specs\n]\n").references == [
                "../A/Specs", "../B/Specs",
            ])
        #expect(ConfigurationPaths(text: "references: ../A/Specs\n").references == ["../A/Specs"])
        #expect(ConfigurationPaths(text: "references: []\n").references == [])
    }

    @Test func referencesInBlockFormBesideTheOtherLists() {
        let text = """
            specs:
              - Specs
            references: # the feature modules' specs
              - ../SettingsFeature/Specs
              # a comment

            - '../Other Feature/Specs'
            stateNames:
              uninitialized: idle
              failed: error
            templates: Templates

            """
        #expect(
            ConfigurationPaths(text: text)
                == ConfigurationPaths(
                    specs: ["Specs"], templates: "Templates",
                    references: ["../SettingsFeature/Specs", "../Other Feature/Specs"]))
    }

    @Test func theLayeredAppsConfigurations() throws {
        let sources = FakeTarget.repository.appending(path: "Examples/LayeredApp/Sources")
        let app = try String(contentsOf: sources.appending(path: "App/modelgen.yml"), encoding: .utf8)
        #expect(ConfigurationPaths(text: app).references == ["../SettingsFeature/Specs", "../ReviewFeature/Specs"])
        for feature in ["SettingsFeature", "ReviewFeature"] {
            let text = try String(contentsOf: sources.appending(path: "\(feature)/modelgen.yml"), encoding: .utf8)
            #expect(ConfigurationPaths(text: text).references == nil)
        }
    }

    @Test func referencesNestedUnderAnotherKeyAreNotRead() {
        #expect(ConfigurationPaths(text: "observableObject:\n  references: [Nested]\n").references == nil)
    }
}
