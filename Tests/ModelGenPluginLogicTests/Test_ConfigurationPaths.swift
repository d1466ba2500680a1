// Reading `specs:` and `templates:` from modelgen.yml without a YAML library.

import Testing

@Suite struct Test_ConfigurationPaths {
    @Test func flowSequenceAndScalar() {
        let text = "access: public\nspecs: [Specs, \"Shared/Common.yaml\", 'It''s.yml']  # the specs\ntemplates: Templates # ours\n"
        #expect(ConfigurationPaths(text: text) == ConfigurationPaths(specs: ["Specs", "Shared/Common.yaml", "It's.yml"], templates: "Templates"))
    }

    @Test func blockSequenceIndentedOrNot() {
        let indented = "specs:\n  - Specs\n  # a comment\n\n  - \"Other Specs\" # more\noutput: Generated\n"
        #expect(ConfigurationPaths(text: indented).specs == ["Specs", "Other Specs"])
        let flush = "specs: # the specs\n- Specs\n- Models.yaml\ntemplates: 'My Templates'\n"
        #expect(ConfigurationPaths(text: flush) == ConfigurationPaths(specs: ["Specs", "Models.yaml"], templates: "My Templates"))
    }

    @Test func oneScalarAndAFlowSequenceOverLines() {
        #expect(ConfigurationPaths(text: "specs: Specs\n").specs == ["Specs"])
        #expect(ConfigurationPaths(text: "specs: [\n  A.yaml,\n  B.yaml\n]\naccess: public\n").specs == ["A.yaml", "B.yaml"])
        #expect(ConfigurationPaths(text: "specs: []\n").specs == [])
    }

    @Test func absentKeysAreNil() {
        #expect(ConfigurationPaths(text: "# Settings\naccess: public\nobservableObject:\n  specs: [Nested]\n") == ConfigurationPaths())
    }
}
