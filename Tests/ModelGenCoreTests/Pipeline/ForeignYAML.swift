// Other tools' YAML that sits in app targets beside modelgen's specs, and specs to go with it.

/// Texts of YAML files the build plugin meets.
enum ForeignYAML {
    /// A SwiftGen configuration.
    static let swiftgen = """
        input_dir: Resources
        output_dir: Generated/
        strings:
          inputs: en.lproj
          outputs:
            - templateName: structured-swift5
              output: Strings.swift
        """

    /// An OpenAPI 3 document.
    static let openAPI = """
        openapi: 3.1.0
        info:
          title: Weather
          version: 1.0.0
        paths:
          /forecast:
            get:
              operationId: getForecast
              responses:
                '200':
                  description: The forecast.
        """

    /// A SwiftLint configuration.
    static let swiftlint = """
        disabled_rules:
          - trailing_whitespace
        line_length: 120
        """

    /// A spec that declares a snapshot, a use case and a model.
    static let spec = """
        # The profile screen.
        external: [Avatar]

        snapshots:
          Profile:
            fields:
              name: String
        useCases:
          ProfileStatusUseCase:
            fetch: { returns: Profile }
        models:
          ProfileModel:
            snapshot: Profile
            load: ProfileStatusUseCase
        """
}
