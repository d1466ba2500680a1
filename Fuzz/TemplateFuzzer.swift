// libFuzzer harness: the input replaces one built-in template. Its first byte picks the flavour (lowest bit) and
// the template (the other bits, modulo the number of templates); the rest is the template's text. The built-in
// templates with that one replaced render a small fixed spec that reaches every template. Diagnostics are
// expected; only a crash, a hang or running out of memory is a failure.

import ModelGenCore

/// Every built-in template once: an enum with every case form, snapshots with docs and defaults, streaming and
/// fetching use cases, and models with each kind of state, child lifetime, broadcast, observation and operation.
private let spec = """
    imports: [Foundation]
    external: [Source]
    enums:
      Step: [fetching, saving]
      Event:
        started:
        progressed: Double
        moved: { from: Int, to: Int }
    snapshots:
      Item:
        doc: One item.
        conforms: [Codable]
        fields:
          title: { type: String, default: "\\"Untitled\\"", doc: Shown first. }
          count: Int
      Settings:
        fields: { limit: Int }
      Log:
        fields: { lines: "[String]", step: Step? }
    useCases:
      ImportUseCase:
        doc: Imports.
        stream:
          options: { source: Source }
          states: { importing: Double, completed: Item }
      StatusUseCase:
        fetch: { returns: Item }
      LogUseCase:
        fetch: { returns: Log }
      RefreshUseCase:
        stream:
          options: { settings: Settings }
          states: { loaded: Item }
      StopUseCase:
        stream:
          stateType: StopProgress
          states: { stopping: Double, stopped: }
    models:
      SettingsModel:
        broadcasts: { current: Settings }
        operations:
          stop: { steps: [ { stream: StopUseCase } ] }
      LogModel:
        configuration: Settings
        snapshot: Log
        load: LogUseCase
      DetailModel: {}
      ItemModel:
        doc: Shows the item.
        snapshot: Item
        load: StatusUseCase
        children:
          settingsModel: SettingsModel
          logModel: { model: LogModel, configuredBy: Settings, reloadsParent: true }
        observes:
          settingsModel: RefreshUseCase
        operations:
          startImport: { doc: Starts., stream: ImportUseCase }
      AppModel:
        state:
          idle:
          stopping: StopProgress
          stopped:
        initial: idle
        children:
          settingsModel: SettingsModel
          itemModel: ItemModel
          activeModel: { model: DetailModel, lifetime: activated }
          detailModel: { model: DetailModel, lifetime: provided }
        operations:
          stopAll:
            steps:
              - { stream: StopUseCase, as: stopping }
              - { call: settingsModel.stop }
              - { state: stopped }
    """

/// The built-in templates by name.
private let builtin = Dictionary(uniqueKeysWithValues: TemplateSet.builtin.map { ($0.name, $0.text) })

/// The options of each flavour. The fixed spec is first checked to render with the built-in templates: were it
/// invalid, no input would get past its diagnostics.
private let flavors = GenerationOptions.Flavor.allCases.map { flavor in
    var options = GenerationOptions()
    options.flavor = flavor
    _ = try! Generator(options: options, templates: TemplateSet(texts: builtin)).generate(texts: [
        (path: "Fuzz.yaml", text: spec)
    ])
    return options
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let options = flavors[Int(data[0] & 1) % flavors.count]
    let name = TemplateSet.builtin[Int(data[0] >> 1) % TemplateSet.builtin.count].name
    var texts = builtin
    texts[name] = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    guard let templates = try? TemplateSet(texts: texts) else { return 0 }
    _ = try? Generator(options: options, templates: templates).generate(texts: [(path: "Fuzz.yaml", text: spec)])
    return 0
}
