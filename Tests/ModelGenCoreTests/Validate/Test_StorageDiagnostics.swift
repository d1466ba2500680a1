// The rules of v3's storage and hooks (part 1): access levels of models, properties, children and dependencies
// (never above the model's, the model's never above the run's), `set` (never above the access), `didSet` and
// `didInit` (identifiers that claim their name among the model's members; no `didSet` on a constant), a property's
// `load:` (a synchronous value use case that takes nothing and returns the property's type) and a model's own
// `stateNames` (the witnesses keep the run's names).

import ModelGenCore
import Testing

@Suite struct Test_StorageDiagnostics {
    /// A property's `access` may not be above its model's: here the model's own `internal`.
    @Test func aPropertyIsAtMostAsWideAsItsModel() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    access: internal
                    properties:
                      entries: { type: "[String]", default: "[]", access: public }
                      count: { type: Int, default: "0", access: package }
                      nextID: { type: Int, default: "0", access: internal }
                """) == """
                    Spec.yaml:5:59: error: property 'entries' is 'public', above its model's access 'internal'
                    Spec.yaml:5:59: note: a member is seen at most as widely as its model
                    Spec.yaml:6:49: error: property 'count' is 'package', above its model's access 'internal'
                    Spec.yaml:6:49: note: a member is seen at most as widely as its model
                    """)
    }

    /// A child's `access` may not be above its model's.
    @Test func aChildIsAtMostAsWideAsItsModel() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HelperModel: {}
                  LogsModel:
                    access: package
                    children:
                      helperModel: { model: HelperModel, access: public }
                      otherModel: { model: HelperModel, access: package }
                """) == """
                    Spec.yaml:6:50: error: child 'helperModel' is 'public', above its model's access 'package'
                    Spec.yaml:6:50: note: a member is seen at most as widely as its model
                    """)
    }

    /// A dependency's `access` may not be above its model's.
    @Test func aDependencyIsAtMostAsWideAsItsModel() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    access: internal
                    dependencies:
                      clock: { type: "any Clock<Duration>", access: package }
                      store: { type: String, access: internal }
                """) == """
                    Spec.yaml:5:53: error: dependency 'clock' is 'package', above its model's access 'internal'
                    Spec.yaml:5:53: note: a member is seen at most as widely as its model
                    """)
    }

    /// A model's `access` may not be above the run's, which comes from the options (`modelgen.yml` or `--access`).
    @Test func aModelIsAtMostAsWideAsTheRun() {
        var options = GenerationOptions()
        options.access = .internal
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    access: public
                  DraftModel:
                    access: package
                  PlainModel:
                    access: internal
                """, options: options) == """
                    Spec.yaml:3:13: error: model 'LogsModel' is 'public', above the run's access 'internal'
                    Spec.yaml:3:13: note: the types the run declares are 'internal'; raise the run's 'access' or lower the model's
                    Spec.yaml:5:13: error: model 'DraftModel' is 'package', above the run's access 'internal'
                    Spec.yaml:5:13: note: the types the run declares are 'internal'; raise the run's 'access' or lower the model's
                    """)
    }

    /// A model above the run's access is reported, and its members are checked against the run's access.
    @Test func aModelAboveTheRunIsTakenAtTheRunsAccessForItsMembers() {
        var options = GenerationOptions()
        options.access = .package
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    access: public
                    properties:
                      entries: { type: "[String]", default: "[]", access: public }
                      count: { type: Int, default: "0", access: package }
                """, options: options) == """
                    Spec.yaml:3:13: error: model 'LogsModel' is 'public', above the run's access 'package'
                    Spec.yaml:3:13: note: the types the run declares are 'package'; raise the run's 'access' or lower the model's
                    Spec.yaml:5:59: error: property 'entries' is 'public', above its model's access 'package'
                    Spec.yaml:5:59: note: a member is seen at most as widely as its model
                    """)
    }

    /// A model at the run's access or below it is valid, and so are its members at its access.
    @Test func aModelAtTheRunsAccessOrBelowIsValid() {
        var options = GenerationOptions()
        options.access = .package
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    access: package
                    properties:
                      entries: { type: "[String]", default: "[]", access: package, set: internal }
                  PlainModel:
                    access: internal
                    properties:
                      count: { type: Int, default: "0", access: internal }
                """, options: options) == "")
    }

    /// `set` may not be above the property's access: its own, else its model's; a `set` equal to it is valid.
    @Test func aSetterIsAtMostAsWideAsItsProperty() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    properties:
                      entries: { type: "[String]", default: "[]", access: internal, set: public }
                      count: { type: Int, default: "0", access: package, set: public }
                      same: { type: Int, default: "0", access: package, set: package }
                      lower: { type: Int, default: "0", set: internal }
                  DraftModel:
                    access: package
                    properties:
                      text: { type: Int, default: "0", set: public }
                """) == """
                    Spec.yaml:4:74: error: 'set' of property 'entries' is 'public', above its access 'internal'
                    Spec.yaml:4:74: note: a property is set at most as widely as it is seen
                    Spec.yaml:5:63: error: 'set' of property 'count' is 'public', above its access 'package'
                    Spec.yaml:5:63: note: a property is set at most as widely as it is seen
                    Spec.yaml:11:45: error: 'set' of property 'text' is 'public', above its access 'package'
                    Spec.yaml:11:45: note: a property is set at most as widely as it is seen
                    """)
    }

    /// `didSet` on a dependency is refused with the reason: a dependency is a constant.
    @Test func aDependencyHasNoDidSet() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    dependencies:
                      clock: { type: "any Clock<Duration>", didSet: clockChanged }
                """) == """
                    Spec.yaml:4:53: error: 'didSet' on dependency 'clock': a dependency is a constant ('let'), set once by 'init'
                    Spec.yaml:4:53: note: declare it under 'properties' to observe its changes
                    """)
    }

    /// `set` and `load` are keys of properties only; `didSet` is not a key of broadcast values or children.
    @Test func onlyAPropertyTakesStorageKeys() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HelperModel: {}
                  LogsModel:
                    broadcasts:
                      current: { type: Int, didSet: changed }
                    dependencies:
                      clock: { type: "any Clock<Duration>", set: internal, load: ClockUseCase }
                    children:
                      helperModel: { model: HelperModel, didSet: changed }
                """) == """
                    Spec.yaml:5:29: error: unknown key 'didSet' in broadcast value 'current'
                    Spec.yaml:5:29: note: broadcast value 'current' takes 'type', 'doc' or 'replay'
                    Spec.yaml:7:45: error: unknown key 'set' in dependency 'clock'
                    Spec.yaml:7:45: note: dependency 'clock' takes 'type', 'doc', 'access' or 'didSet'
                    Spec.yaml:7:60: error: unknown key 'load' in dependency 'clock'
                    Spec.yaml:7:60: note: dependency 'clock' takes 'type', 'doc', 'access' or 'didSet'
                    Spec.yaml:9:42: error: unknown key 'didSet' in child 'helperModel'
                    Spec.yaml:9:42: note: child 'helperModel' takes 'model', 'lifetime', 'configuredBy', 'reloadsParent', 'each', 'id', 'key' or 'access'
                    """)
    }

    /// `didSet` and `didInit` name a method: an identifier, never code.
    @Test func aHookIsAnIdentifier() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    didInit: "start()"
                    properties:
                      provider: { type: Int, default: "0", didSet: "provider changed" }
                      region: { type: Int, default: "0", didSet: 1x }
                      account: { type: Int, default: "0", didSet: init }
                      token: { type: Int, default: "0", didSet: _ }
                """) == """
                    Spec.yaml:3:14: error: 'start()' is not a valid method name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:5:52: error: 'provider changed' is not a valid method name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:6:50: error: '1x' is not a valid method name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:7:51: error: 'init' cannot be a method name: Swift does not allow it as a member name, even in backticks
                    Spec.yaml:8:49: error: '_' is not a valid method name: '_' alone is not a name
                    """)
    }

    /// A hook's method may not have the name of a member the model generates: `reload` (its load), `startTrackedTask`,
    /// the `@Observable` macro's storage of a tracked property.
    @Test func aHookClashesWithAGeneratedMember() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  PageUseCase:
                    fetch: { returns: Page }
                models:
                  LogsModel:
                    snapshot: Page
                    load: PageUseCase
                    didInit: reload
                    properties:
                      provider: { type: Int, default: "0", didSet: startTrackedTask }
                      token: { type: Int, default: "0" }
                      secret: { type: Int, default: "0", didSet: _token }
                      mode: { type: Int, default: "0", didSet: state }
                """) == """
                    Spec.yaml:10:14: error: 'LogsModel' would declare 'reload' twice: for the hand-written method 'reload' that 'didSet' or 'didInit' calls and for its load
                    Spec.yaml:9:11: note: rename one of them; the other comes from here
                    Spec.yaml:12:52: error: 'LogsModel' would declare 'startTrackedTask' twice: for the hand-written method 'startTrackedTask' that 'didSet' or 'didInit' calls and for its task bag
                    Spec.yaml:7:3: note: rename one of them; the other comes from here
                    Spec.yaml:14:50: error: 'LogsModel' would declare '_token' twice: for the hand-written method '_token' that 'didSet' or 'didInit' calls and for the @Observable macro's storage of 'token'
                    Spec.yaml:13:7: note: rename one of them; the other comes from here
                    Spec.yaml:15:48: error: 'LogsModel' would declare 'state' twice: for the hand-written method 'state' that 'didSet' or 'didInit' calls and for its state
                    Spec.yaml:8:15: note: rename one of them; the other comes from here
                    """)
    }

    /// A hook's method may not have the name of a property, a dependency or an operation.
    @Test func aHookClashesWithADeclaredMember() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  SaveUseCase:
                    call: "save() throws"
                models:
                  LogsModel:
                    didInit: provider
                    properties:
                      provider: { type: Int, default: "0" }
                      region: { type: Int, default: "0", didSet: region }
                      account: { type: Int, default: "0", didSet: save }
                      token: { type: Int, default: "0", didSet: clock }
                    dependencies:
                      clock: "any Clock<Duration>"
                    operations:
                      save: { call: SaveUseCase, onError: throw }
                """) == """
                    Spec.yaml:6:14: error: 'LogsModel' would declare 'provider' twice: for the hand-written method 'provider' that 'didSet' or 'didInit' calls and for property 'provider'
                    Spec.yaml:8:7: note: rename one of them; the other comes from here
                    Spec.yaml:9:50: error: 'LogsModel' would declare 'region' twice: for the hand-written method 'region' that 'didSet' or 'didInit' calls and for property 'region'
                    Spec.yaml:9:7: note: rename one of them; the other comes from here
                    Spec.yaml:13:7: error: 'LogsModel' would declare 'clock' twice: for dependency 'clock' and for the hand-written method 'clock' that 'didSet' or 'didInit' calls
                    Spec.yaml:11:49: note: rename one of them; the other comes from here
                    Spec.yaml:15:7: error: 'LogsModel' would declare 'save' twice: for operation 'save' and for the hand-written method 'save' that 'didSet' or 'didInit' calls
                    Spec.yaml:10:51: note: rename one of them; the other comes from here
                    """)
    }

    /// One method may serve several `didSet`s and the `didInit`; a keyword names a hook (called in backticks), and an
    /// untracked property may be named with one.
    @Test func oneMethodMayServeSeveralHooks() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  PageUseCase:
                    fetch: { returns: Page }
                models:
                  LogsModel:
                    didInit: refresh
                    snapshot: Page
                    load: PageUseCase
                    properties:
                      provider: { type: Int, default: "0", didSet: refresh }
                      region: { type: Int, default: "0", didSet: refresh }
                      default: { type: Int, default: "0", tracked: false, didSet: class }
                """) == "")
    }

    /// A tracked property named with a keyword is still refused: the `@Observable` macro cannot track it.
    @Test func aTrackedPropertyIsNotAKeyword() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  LogsModel:
                    properties:
                      default: { type: Int, default: "0" }
                      class: { type: Int, default: "0", tracked: true }
                """) == """
                    Spec.yaml:4:7: error: 'default' cannot name a property: it is a Swift keyword, and the @Observable macro cannot track a property of that name
                    Spec.yaml:5:7: error: 'class' cannot name a property: it is a Swift keyword, and the @Observable macro cannot track a property of that name
                    """)
    }

    /// A property's `load:` is called by `init`: a use case whose call is async, throws, takes parameters or streams is
    /// refused, with every reason.
    @Test func aPropertyLoadIsSynchronousTakesNothingAndCannotFail() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  AppSettings: { fields: { region: String } }
                useCases:
                  AsyncSettingsUseCase:
                    call: "execute() async -> AppSettings"
                  ThrowingSettingsUseCase:
                    call: "execute() throws -> AppSettings"
                  RegionSettingsUseCase:
                    call: "execute(region: String) -> AppSettings"
                  StreamSettingsUseCase:
                    call: "stream() -> AsyncStream<AppSettings>"
                  FetchSettingsUseCase:
                    fetch: { returns: AppSettings }
                  WatchSettingsUseCase:
                    stream:
                      states: { watching: , watched: AppSettings }
                models:
                  SettingsScreenModel:
                    properties:
                      a: { type: AppSettings, load: AsyncSettingsUseCase }
                      b: { type: AppSettings, load: ThrowingSettingsUseCase }
                      c: { type: AppSettings, load: RegionSettingsUseCase }
                      d: { type: AppSettings, load: StreamSettingsUseCase }
                      e: { type: AppSettings, load: FetchSettingsUseCase }
                      f: { type: AppSettings, load: WatchSettingsUseCase }
                """) == """
                    Spec.yaml:20:37: error: 'load' of property 'a' must name a synchronous value use case that takes nothing and cannot fail, and 'AsyncSettingsUseCase' does not: its call is 'async'
                    Spec.yaml:20:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:4:3: note: 'AsyncSettingsUseCase' is declared here
                    Spec.yaml:21:37: error: 'load' of property 'b' must name a synchronous value use case that takes nothing and cannot fail, and 'ThrowingSettingsUseCase' does not: its call 'throws'
                    Spec.yaml:21:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:6:3: note: 'ThrowingSettingsUseCase' is declared here
                    Spec.yaml:22:37: error: 'load' of property 'c' must name a synchronous value use case that takes nothing and cannot fail, and 'RegionSettingsUseCase' does not: its call takes parameters
                    Spec.yaml:22:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:8:3: note: 'RegionSettingsUseCase' is declared here
                    Spec.yaml:23:37: error: 'load' of property 'd' must name a synchronous value use case that takes nothing and cannot fail, and 'StreamSettingsUseCase' does not: it is a stream use case
                    Spec.yaml:23:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:10:3: note: 'StreamSettingsUseCase' is declared here
                    Spec.yaml:24:37: error: 'load' of property 'e' must name a synchronous value use case that takes nothing and cannot fail, and 'FetchSettingsUseCase' does not: its call is 'async', its call 'throws'
                    Spec.yaml:24:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:12:3: note: 'FetchSettingsUseCase' is declared here
                    Spec.yaml:25:37: error: 'load' of property 'f' must name a synchronous value use case that takes nothing and cannot fail, and 'WatchSettingsUseCase' does not: it is a stream use case
                    Spec.yaml:25:37: note: 'init' calls it, so it can neither wait, fail nor be given arguments
                    Spec.yaml:14:3: note: 'WatchSettingsUseCase' is declared here
                    """)
    }

    /// A property's `load:` returns the property's type.
    @Test func aPropertyLoadReturnsThePropertysType() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  AppSettings: { fields: { region: String } }
                useCases:
                  CountUseCase:
                    call: "count() -> Int"
                  PingUseCase:
                    call: "ping()"
                models:
                  SettingsScreenModel:
                    properties:
                      settings: { type: AppSettings, load: CountUseCase }
                      count: { type: Int, load: PingUseCase }
                """) == """
                    Spec.yaml:11:44: error: 'load' of property 'settings' returns 'Int', not the property's type 'AppSettings'
                    Spec.yaml:4:3: note: 'CountUseCase' is declared here
                    Spec.yaml:12:33: error: 'load' of property 'count' returns 'Void', not the property's type 'Int'
                    Spec.yaml:6:3: note: 'PingUseCase' is declared here
                    """)
    }

    /// A property's `load:` names a use case of the run, with a did-you-mean.
    @Test func aMisspeltPropertyLoad() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  AppSettings: { fields: { region: String } }
                useCases:
                  LoadSettingsUseCase:
                    call: "execute() -> AppSettings"
                models:
                  SettingsScreenModel:
                    properties:
                      settings: { type: AppSettings, load: LoadSettingUseCase }
                """) == """
                    Spec.yaml:9:44: error: cannot find use case 'LoadSettingUseCase'
                    Spec.yaml:9:44: note: did you mean 'LoadSettingsUseCase'?
                    """)
    }

    /// A property takes its value from `default` or from `load`, not both.
    @Test func aPropertyLoadWithADefault() {
        #expect(
            Snippet.diagnostics(
                """
                useCases:
                  CountUseCase:
                    call: "count() -> Int"
                models:
                  CounterModel:
                    properties:
                      count: { type: Int, default: "0", load: CountUseCase }
                """) == """
                    Spec.yaml:7:36: error: property 'count' has both 'default' and 'load'; it takes one
                    """)
    }

    /// A synchronous use case that takes nothing and returns the property's type is valid, for several properties at
    /// once.
    @Test func aPropertyLoadThatFits() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  AppSettings: { fields: { region: String } }
                useCases:
                  LoadSettingsUseCase:
                    call: "execute() -> AppSettings"
                models:
                  SettingsScreenModel:
                    properties:
                      settings: { type: AppSettings, load: LoadSettingsUseCase }
                      backup: { type: AppSettings, load: LoadSettingsUseCase, tracked: false, set: internal }
                """) == "")
    }

    /// `access` and `set` take `public`, `package` or `internal`, with a did-you-mean; `private` and `open` are not
    /// offered.
    @Test func anUnknownAccessValue() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HelperModel: {}
                  LogsModel:
                    access: pubic
                    properties:
                      entries: { type: "[String]", default: "[]", access: private, set: interal }
                    children:
                      helperModel: { model: HelperModel, access: pakage }
                    dependencies:
                      clock: { type: "any Clock<Duration>", access: open }
                """) == """
                    Spec.yaml:4:13: error: 'pubic' is not a valid access
                    Spec.yaml:4:13: note: did you mean 'public'?
                    Spec.yaml:4:13: note: access is 'public', 'package' or 'internal'
                    Spec.yaml:6:59: error: 'private' is not a valid access
                    Spec.yaml:6:59: note: access is 'public', 'package' or 'internal'
                    Spec.yaml:6:73: error: 'interal' is not a valid set
                    Spec.yaml:6:73: note: did you mean 'internal'?
                    Spec.yaml:6:73: note: set is 'public', 'package' or 'internal'
                    Spec.yaml:8:50: error: 'pakage' is not a valid access
                    Spec.yaml:8:50: note: did you mean 'package'?
                    Spec.yaml:8:50: note: access is 'public', 'package' or 'internal'
                    Spec.yaml:10:53: error: 'open' is not a valid access
                    Spec.yaml:10:53: note: access is 'public', 'package' or 'internal'
                    """)
    }

    /// A model's `stateNames` may not give a case the name the run gives another case: the witness member of that case
    /// has it.
    @Test func aModelsStateNamesKeepTheRunsNamesForTheWitnesses() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  PageUseCase:
                    fetch: { returns: Page }
                models:
                  LogsModel:
                    stateNames: { ready: loading, loading: busy }
                    snapshot: Page
                    load: PageUseCase
                """) == """
                    Spec.yaml:8:5: error: 'stateNames' of 'LogsModel' names its 'ready' case 'loading', the run's name of 'loading'
                    Spec.yaml:8:5: note: the model meets the support protocols under the run's names, so 'loading' stays the name of its 'loading' case
                    """)
    }

    /// The run's names are those of its options' `stateNames`; the `operating` case may not take the name of a case the
    /// protocols require either.
    @Test func aModelsStateNamesAgainstTheRunsStateNames() {
        var options = GenerationOptions()
        options.stateNames[.failed] = "error"
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  PageUseCase:
                    fetch: { returns: Page }
                  EditUseCase:
                    stream:
                      states: { editing: , saved: Page }
                models:
                  LogsModel:
                    stateNames: { operating: error, failed: failure }
                    snapshot: Page
                    load: PageUseCase
                    operations:
                      edit: { stream: EditUseCase }
                  DraftModel:
                    stateNames: { operating: ready, ready: loaded }
                    snapshot: Page
                    operations:
                      edit: { stream: EditUseCase }
                  ValidModel:
                    stateNames: { uninitialized: uninitialized, failed: error, ready: loaded }
                    snapshot: Page
                    load: PageUseCase
                """, options: options) == """
                    Spec.yaml:11:5: error: 'stateNames' of 'LogsModel' names its 'operating' case 'error', the run's name of 'failed'
                    Spec.yaml:11:5: note: the model meets the support protocols under the run's names, so 'error' stays the name of its 'failed' case
                    Spec.yaml:17:5: error: 'stateNames' of 'DraftModel' names its 'operating' case 'ready', the run's name of 'ready'
                    Spec.yaml:17:5: note: the model meets the support protocols under the run's names, so 'ready' stays the name of its 'ready' case
                    """)
    }

    /// A model's `stateNames` are checked as `modelgen.yml`'s are: valid case names, no two cases alike, known keys.
    @Test func aModelsStateNamesAreCheckedAsTheRunsAre() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Page: { fields: { title: String } }
                useCases:
                  PageUseCase:
                    fetch: { returns: Page }
                models:
                  LogsModel:
                    stateNames: { loading: busy, operating: busy, ready: "1x", faild: oops }
                    snapshot: Page
                    load: PageUseCase
                """) == """
                    Spec.yaml:8:45: error: two standard cases would be named 'busy'
                    Spec.yaml:8:28: note: 'loading' is named 'busy' here
                    Spec.yaml:8:58: error: '1x' is not a valid case name: use ASCII letters, digits and underscores, not starting with a digit
                    Spec.yaml:8:64: error: unknown key 'faild' in 'stateNames'
                    Spec.yaml:8:64: note: did you mean 'failed'?
                    """)
    }

    /// A property named `id` clashes with the `id` that the model's `id:` declares.
    @Test func anIDPropertyBesideTheModelsID() {
        #expect(
            Snippet.diagnostics(
                """
                snapshots:
                  Item: { fields: { number: Int } }
                models:
                  ItemModel:
                    configuration: Item
                    id: number
                    properties:
                      id: { type: Int, default: "0" }
                """) == """
                    Spec.yaml:8:7: error: 'ItemModel' would declare 'id' twice: for property 'id' and for its identity ('id')
                    Spec.yaml:6:9: note: rename one of them; the other comes from here
                    """)
    }

    @Test func aModelsStateNamesRenameOnlyWhatTheyNameOverTheRunsAndNeverToAnotherCasesName() {
        var options = GenerationOptions()
        options.stateNames[.loading] = "busy"
        #expect(
            Snippet.diagnostics(
                """
                models:
                  StatesModel:
                    snapshot: Int
                    stateNames: { ready: busy }
                """, options: options) == """
                    Spec.yaml:4:5: error: 'stateNames' of 'StatesModel' give 'loading' and 'ready' one name, 'busy'
                    Spec.yaml:4:5: note: a model's 'stateNames' rename the run's names of the cases they name
                    """)
    }

    @Test func aChildsModelIsSeenAtLeastAsWidelyAsItsParent() {
        #expect(
            Snippet.diagnostics(
                """
                models:
                  HelperModel: { access: internal }
                  AppModel: { children: { helperModel: HelperModel } }
                """) == """
                    Spec.yaml:3:40: error: child 'helperModel' of 'public' model 'AppModel' is 'internal' model 'HelperModel'
                    Spec.yaml:2:26: note: the parent's init and members take and give the child, so its model must be seen at least as widely
                    """)
    }
}
