// libFuzzer harness: the input is one spec file, read, validated and rendered with the built-in templates in both
// flavours. Diagnostics are expected; only a crash, a hang or running out of memory is a failure.

import ModelGenCore

/// The built-in templates.
private let templates = try! TemplateSet.load()

/// A generator per flavour.
private let generators = GenerationOptions.Flavor.allCases.map { flavor in
    var options = GenerationOptions()
    options.flavor = flavor
    return Generator(options: options, templates: templates)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    // The command line hands a file's bytes to the loader unchecked, so bytes that are not UTF-8 are loaded and
    // decoded as they are; a text goes the whole way.
    guard let text = String(validating: bytes, as: UTF8.self) else {
        _ = SpecLoading.decode(Array(bytes), path: "Fuzz.yaml")
        return 0
    }
    for generator in generators {
        _ = try? generator.generate(texts: [(path: "Fuzz.yaml", text: text)])
    }
    return 0
}
