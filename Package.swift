// swift-tools-version: 6.2
//
// Podium's one manifest. The table below is the whole target graph on one screen: a row names a
// target and everything it uses. The folder a row puts its target in decides its kind, and
// scripts/dependency-rules.json says which kinds may use which; scripts/audit enforces it.

import PackageDescription

// External packages, by the product names the table uses. (Functions, like every helper below:
// a manifest runs top to bottom as a script, so a stored global that the table reads before the
// global's own line is still empty.)
func externalProduct(_ name: String) -> Target.Dependency? { [
    "ArgumentParser": .product(name: "ArgumentParser", package: "swift-argument-parser"),
    "GRDB": .product(name: "GRDB", package: "GRDB.swift"),
    "GRDBSQLite": .product(name: "GRDBSQLite", package: "GRDB.swift"),
    "Logging": .product(name: "Logging", package: "swift-log"),
    "Crypto": .product(name: "Crypto", package: "swift-crypto"),
    "CryptoExtras": .product(name: "_CryptoExtras", package: "swift-crypto"),
    "AsyncHTTPClient": .product(name: "AsyncHTTPClient", package: "async-http-client"),
    "NIOHTTPCompression": .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
    "TOMLKit": .product(name: "TOMLKit", package: "TOMLKit"),
    "Hummingbird": .product(name: "Hummingbird", package: "hummingbird"),
    "HummingbirdTesting": .product(name: "HummingbirdTesting", package: "hummingbird"),
    "OpenAPIRuntime": .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    "OpenAPIHummingbird": .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
    "HTTPTypes": .product(name: "HTTPTypes", package: "swift-http-types"),
    "NIOCore": .product(name: "NIOCore", package: "swift-nio"),
    "NIOHTTP1": .product(name: "NIOHTTP1", package: "swift-nio"),
    "Metrics": .product(name: "Metrics", package: "swift-metrics"),
    "Prometheus": .product(name: "Prometheus", package: "swift-prometheus"),
    "ServiceLifecycle": .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    "OpenAPIAsyncHTTPClient": .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
    "PostgresNIO": .product(name: "PostgresNIO", package: "postgres-nio"),
    "NIOSSL": .product(name: "NIOSSL", package: "swift-nio-ssl"),
][name] }

let table: [Row] = [
    // ── Entities: the values that travel between components ───────────────────────────────
    entities("Entities"),

    // ── Services: contracts, then implementations ─────────────────────────────────────────
    contract("FeedFetcherContract", in: "Services/FeedFetcher", uses: ["Entities"]),
    // HTTP through AsyncHTTPClient: decompression with a limit and real backpressure, so a small
    // gzip body that inflates to gigabytes is stopped at the limit (URLSession on Linux inflated
    // all of it before a delegate could say stop).
    service("FeedFetcher", uses: ["Entities", "FeedFetcherContract", "Files", "AsyncHTTPClient", "NIOHTTPCompression"]),
    contract("SynchronizerContract", in: "Services/Synchronizer", uses: ["Entities"]),
    contract("AddressBookServiceContract", in: "Services/AddressBookService", uses: ["Entities"]),
    service("AddressBookService", uses: ["AddressBookServiceContract", "ContentLines", "Files", "Entities", "Crypto"]),
    contract("SecretStoreContract", in: "Services/SecretStore", uses: []),
    // Leaving the app for a browser or a calendar application (xdg-open).
    contract("ExternalOpenerContract", in: "Services/ExternalOpener", uses: []),
    service("ExternalOpener", uses: ["ExternalOpenerContract", "ExternalPrograms"]),
    contract("NotifierContract", in: "Services/Notifier", uses: []),
    contract("PersonServiceContract", in: "Services/PersonService", uses: []),
    service("PersonService", uses: ["PersonServiceContract", "FeedFetcherContract", "Files", "Entities", "Crypto"]),
    service("Notifier", uses: ["NotifierContract", "ExternalPrograms"]),
    service("SecretStore", uses: ["SecretStoreContract", "Crypto", "CryptoExtras"]),

    // ── Data managers: shared store-file handling, contracts, then API and Local implementations ──
    // How every local store opens its SQLite file: damage moved aside, read-only disks read,
    // another process waited for, errors in words.
    dataManagerSupport("StoreFiles", uses: ["Files", "GRDB", "GRDBSQLite"]),
    // A small, strict XML parser for feeds (Foundation's XMLParser crashes on hostile input).
    dataManagerSupport("FeedXML", uses: ["Entities"]),
    // What feeds write their prose in, made readable: HTML and Markdown as styled text
    // (`RichText`) or plain text. Podium's own readers: see MarkdownText for why not Ink.
    dataManagerSupport("FeedMarkup", uses: ["Entities"]),
    // A Local data manager that says when its data changed: what every reading contract refines.
    contract("ScheduleDataContract", in: "DataManagers/Schedule", uses: ["Entities", "FeedFetcherContract", "LiveDataContract"]),
    // The person's picks, one home: My schedule's choices, what is hidden, reminders given, and
    // each sync partner (the conference's podium-server, the event's pretalx) it is exchanged with.
    contract("FavoritesDataContract", in: "DataManagers/Favorites", uses: ["Entities", "LiveDataContract"]),
    dataManager("FavoritesLocalDataManager", in: "DataManagers/Favorites/Local", uses: ["FavoritesDataContract", "LiveData", "Entities", "StoreFiles", "Files", "GRDB"]),
    dataManager("PodiumServerFavoritesDataManager", in: "DataManagers/Favorites/PodiumServer", uses: [
        "FavoritesDataContract", "ConferenceServerCalls", "Entities", "SecretStoreContract", "OpenAPIRuntime", "HTTPTypes",
    ], exclude: ["openapi-generator-config.yaml", "Generated/openapi.sha256"]),
    dataManager("PretalxFavoritesDataManager", in: "DataManagers/Favorites/Pretalx", uses: [
        "FavoritesDataContract", "ScheduleDataContract", "Entities", "SecretStoreContract", "FeedFetcherContract", "AsyncHTTPClient", "NIOHTTP1",
    ]),
    // Fetching a feed and reading it only when its bytes are new: schedule and news alike.
    dataManagerSupport("FeedLoading", uses: ["FeedFetcherContract", "Crypto"]),
    dataManager("ScheduleAPIDataManager", in: "DataManagers/Schedule/API", uses: ["ScheduleDataContract", "FeedFetcherContract", "FeedLoading", "SecretStoreContract", "ContentLines", "FeedXML", "FeedMarkup", "Entities"]),
    contract("NewsDataContract", in: "DataManagers/News", uses: ["Entities", "FeedFetcherContract", "LiveDataContract"]),
    dataManager("NewsAPIDataManager", in: "DataManagers/News/API", uses: ["NewsDataContract", "FeedFetcherContract", "FeedLoading", "FeedXML", "FeedMarkup", "Entities"]),
    dataManager("NewsLocalDataManager", in: "DataManagers/News/Local", uses: ["NewsDataContract", "LiveData", "FeedFetcherContract", "Entities", "StoreFiles", "GRDB"]),
    // The conferences the person added: one TOML file they may edit.
    contract("ConferencesDataContract", in: "DataManagers/Conferences", uses: ["Entities"]),
    dataManager("ConferencesLocalDataManager", in: "DataManagers/Conferences/Local", uses: ["ConferencesDataContract", "Entities", "Files", "TOMLKit"]),
    // How every data manager that speaks to the conference's podium-server calls it: the token,
    // one client per call without redirects, a time limit, a bounded answer, failures in words.
    dataManagerSupport("ConferenceServerCalls", uses: [
        "Entities", "FeedFetcherContract", "SecretStoreContract", "OpenAPIRuntime", "OpenAPIAsyncHTTPClient", "AsyncHTTPClient", "HTTPTypes",
    ]),
    // The conference's server (podium-server): its API client generated from API/openapi.yaml, and
    // the directory as last seen, for reading it offline.
    contract("AttendeesDataContract", in: "DataManagers/Attendees", uses: ["Entities"]),
    dataManager("AttendeesAPIDataManager", in: "DataManagers/Attendees/API", uses: [
        "AttendeesDataContract", "ConferenceServerCalls", "Entities", "SecretStoreContract", "OpenAPIRuntime", "HTTPTypes",
    ], exclude: ["openapi-generator-config.yaml", "Generated/openapi.sha256"]),
    dataManager("AttendeesLocalDataManager", in: "DataManagers/Attendees/Local", uses: ["AttendeesDataContract", "Entities", "StoreFiles", "GRDB"]),
    dataManager("ScheduleLocalDataManager", in: "DataManagers/Schedule/Local", uses: ["ScheduleDataContract", "FavoritesDataContract", "LiveData", "FeedFetcherContract", "Entities", "StoreFiles", "GRDB"]),

    // ── Services that stand on data-manager contracts ──────────────────────────────────────
    service("Synchronizer", uses: ["SynchronizerContract", "ScheduleDataContract", "NewsDataContract", "FavoritesDataContract", "FeedFetcherContract",
                                   "Entities"]),
    contract("CalendarServiceContract", in: "Services/CalendarService", uses: ["Entities"]),
    service("CalendarService", uses: ["CalendarServiceContract", "ContentLines", "Files", "ScheduleDataContract", "FavoritesDataContract", "Entities"]),

    // ── Modules: each a contract (what others may know) and the module (View, Presenter,
    //    Interactor, Router), using only Entities, contracts and TerminalUI ─────────────────────
    moduleContract("FiltersContract", uses: ["Entities", "TerminalUI"]),
    module("Filters", uses: ["FiltersContract", "ScheduleDataContract", "LiveData", "Entities", "Formatting", "Styleguide", "SharedScreens", "TerminalUI", "FavoritesDataContract"]),
    moduleContract("SessionDetailsContract", uses: ["TerminalUI"]),
    module("SessionDetails", uses: ["SessionDetailsContract", "SpeakerDetailsContract", "ScheduleDataContract", "LiveData",
                                    "CalendarServiceContract", "ExternalOpenerContract", "Entities", "Formatting", "Styleguide", "HandOver", "SharedScreens", "TerminalUI", "FavoritesDataContract", "FavoriteToggle"]),
    moduleContract("RootContract", uses: ["ScheduleDataContract", "FavoritesDataContract", "SessionDetailsContract", "NotifierContract", "TerminalUI"]),
    module("Root", uses: ["RootContract", "SynchronizerContract", "ScheduleDataContract", "LiveData", "SessionDetailsContract",
                          "NotifierContract", "Entities", "Formatting", "Styleguide", "TerminalUI", "FavoritesDataContract"]),
    moduleContract("MyScheduleContract", uses: ["TerminalUI"]),
    module("MySchedule", uses: ["MyScheduleContract", "SessionDetailsContract", "ScheduleDataContract", "LiveData", "Entities",
                                "Formatting", "Styleguide", "SharedScreens", "SharedRouting", "TerminalUI", "FavoritesDataContract", "FavoriteToggle"]),
    moduleContract("AgendaContract", uses: ["TerminalUI"]),
    module("Agenda", uses: ["AgendaContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "LiveData",
                            "Entities", "Formatting", "Styleguide", "SharedScreens", "SharedRouting", "TerminalUI", "FavoritesDataContract", "FavoriteToggle", "ProgrammeWatch"]),
    moduleContract("SpeakerDetailsContract", uses: ["TerminalUI"]),
    module("SpeakerDetails", uses: ["SpeakerDetailsContract", "SessionDetailsContract", "ScheduleDataContract", "LiveData",
                                    "AddressBookServiceContract", "ExternalOpenerContract", "PersonServiceContract", "Entities", "Formatting", "Styleguide",
                                    "HandOver", "SharedScreens", "SharedRouting", "TerminalUI", "FavoritesDataContract"]),
    moduleContract("SpeakersContract", uses: ["TerminalUI"]),
    module("Speakers", uses: ["SpeakersContract", "ScheduleDataContract", "LiveData", "Entities", "Formatting", "Styleguide", "SharedScreens", "TerminalUI", "SpeakerDetailsContract", "FavoritesDataContract"]),
    moduleContract("NewsDetailsContract", uses: ["TerminalUI"]),
    module("NewsDetails", uses: ["NewsDetailsContract", "NewsDataContract", "ScheduleDataContract", "ExternalOpenerContract", "LiveData", "Entities", "Formatting", "Styleguide", "HandOver", "SharedScreens", "TerminalUI"]),
    moduleContract("NewsContract", uses: ["TerminalUI"]),
    module("News", uses: ["NewsContract", "NewsDataContract", "ScheduleDataContract", "LiveData", "Entities", "Formatting", "Styleguide", "SharedScreens", "TerminalUI", "NewsDetailsContract"]),
    moduleContract("AttendeeDetailsContract", uses: ["TerminalUI"]),
    module("AttendeeDetails", uses: ["AttendeeDetailsContract", "AttendeesDataContract", "AddressBookServiceContract", "ExternalOpenerContract",
                                        "Entities", "Formatting", "Styleguide", "HandOver", "SharedScreens", "TerminalUI"]),
    moduleContract("LoginContract", uses: ["Entities", "TerminalUI"]),
    module("Login", uses: ["LoginContract", "AttendeesDataContract", "Entities", "Formatting", "Styleguide", "TerminalUI"]),
    moduleContract("AttendeesContract", uses: ["TerminalUI"]),
    moduleContract("ProfileContract", uses: ["Entities", "TerminalUI"]),
    module("Profile", uses: ["ProfileContract", "AttendeesDataContract", "Entities", "Formatting", "Styleguide", "SharedScreens", "TerminalUI"]),
    module("Attendees", uses: ["AttendeesContract", "AttendeesDataContract", "Entities", "Styleguide", "SharedScreens", "TerminalUI", "AttendeeDetailsContract",
                                  "LoginContract", "ProfileContract"]),
    moduleContract("NowAndNextContract", uses: ["TerminalUI"]),
    module("NowAndNext", uses: ["NowAndNextContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "LiveData", "Entities",
                                "Formatting", "Styleguide", "SharedScreens", "SharedRouting", "TerminalUI", "FavoritesDataContract", "FavoriteToggle"]),
    moduleContract("GridContract", uses: ["TerminalUI"]),
    module("Grid", uses: ["GridContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "LiveData", "Entities",
                          "Formatting", "Styleguide", "SharedScreens", "SharedRouting", "TerminalUI", "FavoritesDataContract", "FavoriteToggle", "ProgrammeWatch"]),

    // ── Presentation shared across modules: words and numbers (Presenters may use it), and the
    //    look (Views only) ─────────────────────────────────────────────────────────────────────
    presentation("Formatting", uses: ["Entities"]),
    presentation("Styleguide", uses: ["Entities", "Formatting", "TerminalUI"]),
    // What modules share besides the look: a searchable list, a text screen, the alerts a Router shows.
    presentation("SharedScreens", uses: ["Formatting", "Styleguide", "TerminalUI"]),
    // What Routers share: a session's page and the filters opened alike, through the modules'
    // contracts as a Router names them (ProgrammeRouter: the Agenda's, the Grid's, Now & next's).
    presentation("SharedRouting", uses: ["SessionDetailsContract", "FiltersContract", "SharedScreens", "TerminalUI", "Entities"]),

    // ── Runtime: implementation every layer runs alike, over values and contracts' protocols ──
    // "Read now, and again on every change": the live read every Interactor keeps, and the
    // broadcaster every Local data manager announces its changes through.
    runtime("LiveData", uses: ["LiveDataContract"], exclude: ["Contract"]),
    // What every store's changes are announced through (ChangeAnnouncing), beside the live read
    // that listens to it: a contract, so data contracts may refine it.
    contract("LiveDataContract", in: "Runtime/LiveData", uses: []),
    // Plain words for file-system failures, and files written whole or not at all.
    runtime("Files", uses: []),
    // iCalendar's and vCard's content lines: what the calendar and address book write, and the
    // iCalendar parser reads.
    runtime("ContentLines", uses: []),
    // The ★ every screen that stars flips at once and saves: the Presenter's marks, the Interactor's save.
    runtime("FavoriteToggle", uses: ["FavoritesDataContract", "LiveData"]),
    // What a screen of the programme's days keeps live beside its day (the conference, the ★,
    // the change marks), composed by the Agenda's and the Grid's Interactors.
    runtime("ProgrammeWatch", uses: ["FavoriteToggle", "ScheduleDataContract", "FavoritesDataContract", "LiveData", "Entities"]),
    // A Router leaving the app for a link or a file through the external-opener service.
    runtime("HandOver", uses: ["ExternalOpenerContract"]),
    // A desktop program run from PATH, silenced, with a deadline (xdg-open, notify-send).
    runtime("ExternalPrograms", uses: []),

    // ── Use cases: what the command line does (and the screens, where they do the same), over
    //    contracts only; the commands parse and print ───────────────────────────────────────
    useCase("ConferenceEditing", uses: ["ConferencesDataContract"]),
    useCase("AddConference", uses: ["ConferencesDataContract", "ScheduleDataContract", "FeedFetcherContract", "Entities", "Formatting"]),
    useCase("Reminding", uses: ["ConferencesDataContract", "ScheduleDataContract", "FavoritesDataContract", "NotifierContract", "Entities", "Formatting"]),

    // ── Platform: our UIKit, and the only code touching the terminal ─────────────────────────
    platform("TerminalUI", uses: []),
    platform("TerminalHost", uses: ["TerminalUI"]),

    // ── The composition root: every screen module wired once, for the app and the benchmarks ──
    composition("Composition", uses: [
        "RootContract", "Root", "AgendaContract", "Agenda", "FiltersContract", "Filters", "SessionDetailsContract", "SessionDetails",
        "MyScheduleContract", "MySchedule", "SpeakerDetailsContract", "SpeakerDetails", "SpeakersContract", "Speakers",
        "NewsContract", "News", "NewsDetails", "NowAndNextContract", "NowAndNext", "GridContract", "Grid", "Login", "Attendees", "AttendeeDetails", "Profile", "AttendeesDataContract", "ScheduleDataContract", "FavoritesDataContract", "NewsDataContract", "SynchronizerContract",
        "CalendarServiceContract", "AddressBookServiceContract", "ExternalOpenerContract", "NotifierContract", "PersonServiceContract", "TerminalUI",
    ]),

    // ── App: the command line and the terminal ────────────────────────────────────────────────
    app("PodiumApp", product: "podium", uses: [
        "AddConference", "ConferenceEditing", "Reminding",
        "ArgumentParser", "Logging", "Entities", "Formatting", "Styleguide", "TerminalUI", "TerminalHost", "Composition", "ExternalOpener", "Notifier", "NotifierContract",
        "ExternalPrograms", "PersonServiceContract", "PersonService",
        "ScheduleDataContract", "ScheduleAPIDataManager", "ScheduleLocalDataManager",
        "FavoritesDataContract", "FavoritesLocalDataManager", "PodiumServerFavoritesDataManager", "PretalxFavoritesDataManager",
        "FeedFetcherContract", "FeedFetcher", "Files", "SynchronizerContract", "Synchronizer", "NewsAPIDataManager", "NewsLocalDataManager",
        "CalendarService", "AddressBookServiceContract", "AddressBookService", "SecretStoreContract", "SecretStore", "StoreFiles",
        "ConferencesDataContract", "ConferencesLocalDataManager", "AttendeesDataContract", "AttendeesAPIDataManager", "AttendeesLocalDataManager",
    ], resources: ["Resources/demo-schedule.json", "Resources/demo-news.xml"]),
    // The commit `--version` names, written before each build.
    buildPlugin("BuildCommit"),

    // ── Server (Server/): the conference's own server, apart from the client ─────────────────
    //    It shares no code with the app: only API/openapi.yaml, from which each side's code is
    //    generated (scripts/generate-openapi).
    server("ServerAPI", uses: ["OpenAPIRuntime", "HTTPTypes"], exclude: ["openapi-generator-config.yaml", "Generated/openapi.sha256"]),
    // The store's roles (sign-in, the list, profiles, favorites, health) and the values they
    // carry; then what both stores decide alike (a merge's winners, an import's changes, a
    // limit's wait), which each store calls.
    server("StoreContract", uses: []),
    server("StoreRules", uses: ["StoreContract", "Crypto"]),
    // The store in one SQLite file (the embedded default), and the same store in PostgreSQL, which
    // several instances on several machines share: siblings, neither knowing the other.
    server("AttendeeStore", uses: ["StoreContract", "StoreRules", "GRDB"]),
    server("PostgresStore", uses: ["StoreContract", "StoreRules", "PostgresNIO", "NIOSSL", "Logging"]),
    server("ServerApp", uses: ["ServerAPI", "StoreContract", "StoreRules", "Hummingbird", "OpenAPIHummingbird", "OpenAPIRuntime", "HTTPTypes",
                               "NIOCore", "Logging", "Metrics", "Prometheus", "ServiceLifecycle"]),
    serverMain("ServerCommand", product: "podium-server", uses: ["ServerApp", "StoreContract", "StoreRules", "AttendeeStore", "PostgresStore",
                                                                 "ArgumentParser", "Logging"]),
    serverTests("ServerAPITests", uses: ["ServerAPI", "Crypto"]),
    serverTests("StoreContractTests", uses: ["StoreContract"]),
    serverTests("StoreRulesTests", uses: ["StoreRules", "StoreContract"]),
    serverTests("AttendeeStoreTests", uses: ["AttendeeStore", "StoreContract", "StoreRules", "PostgresStore", "GRDB", "Logging"]),
    serverTests("PostgresStoreTests", uses: ["PostgresStore", "StoreContract", "Logging", "PostgresNIO"]),
    serverTests("ServerAppTests", uses: ["ServerApp", "ServerAPI", "StoreContract", "StoreRules", "AttendeeStore", "HummingbirdTesting", "Hummingbird", "OpenAPIRuntime",
                                         "HTTPTypes", "NIOCore", "Logging", "GRDB", "PostgresStore"]),
    serverTests("ServerCommandTests", uses: ["ServerCommand", "StoreContract", "StoreRules", "AttendeeStore", "PostgresStore"]),

    // ── Tools (scripts/): nothing depends on them ─────────────────────────────────────────────
    tool("AuditKit", uses: ["ExternalPrograms"]),
    toolMain("AuditCommand", product: "podium-audit", uses: ["AuditKit", "ArgumentParser"]),
    toolMain("ModuleGenerator", product: "podium-new-module", uses: ["ArgumentParser"]),
    toolMain("AppBenchmarks", product: "podium-app-bench", uses: [
        "Composition", "AddressBookService", "ScheduleLocalDataManager", "FavoritesLocalDataManager", "ScheduleAPIDataManager", "FeedFetcher", "FeedFetcherContract",
        "ExternalOpenerContract", "NewsLocalDataManager", "Synchronizer", "SynchronizerContract", "Entities", "TerminalUI", "CalendarService",
        "AttendeesDataContract", "AttendeesAPIDataManager", "AttendeesLocalDataManager", "SecretStore", "StoreFiles",
    ]),
    // Fixed-rate load on a running podium-server (scripts/bench-server).
    toolMain("ServerBenchmarks", product: "podium-server-bench", uses: ["AsyncHTTPClient", "NIOCore", "NIOHTTP1"]),
    toolMain("TerminalDemo", product: "terminal-demo", uses: ["TerminalUI", "TerminalHost"]),
    toolMain("UIBenchmarks", product: "podium-ui-bench", uses: ["TerminalUI", "TerminalHost"]),
    toolMain("FeedGenerator", product: "podium-generate-feeds", uses: ["ArgumentParser"]),
    // Reads every schedule of a folder and prints a line each (scripts/check-feeds).
    toolMain("FeedCheck", product: "podium-check-feeds", uses: ["ScheduleAPIDataManager", "ScheduleDataContract", "Entities", "ArgumentParser"]),
    // Every parser of untrusted input as a fuzz target (scripts/fuzz) and a replayer for its corpus.
    toolMain("FuzzTargets", product: "podium-fuzz", uses: ["ScheduleAPIDataManager", "NewsAPIDataManager", "PretalxFavoritesDataManager", "FeedXML", "FeedMarkup", "SecretStore", "TerminalHost", "TerminalUI", "SharedScreens", "Styleguide", "Formatting", "Crypto",
                                                               "Entities", "FeedFetcher", "NIOCore"]),
    toolMain("SecretStoreStress", product: "podium-secret-stress", uses: ["SecretStore", "SecretStoreContract"]),
    toolMain("ServiceBenchmarks", product: "podium-service-bench", uses: ["SecretStore", "SecretStoreContract", "CalendarService", "ScheduleAPIDataManager", "Entities"]),
    toolMain("DataBenchmarks", product: "podium-data-bench", uses: [
        "ScheduleAPIDataManager", "ScheduleLocalDataManager", "ScheduleDataContract", "FeedFetcher", "FeedFetcherContract", "FeedMarkup", "GRDB",
    ]),

    // ── Tests: one target per target. What tests share sits beside what it doubles: each data-manager family's,
    //    service's and module's fakes and spies in its Testing folder, and TestHarness for terminals, tmux, HTTP,
    //    PostgreSQL, pretalx and subprocesses; a test target depends on the doubles of what its subject uses ──
    testHarness("TestHarness", uses: ["ExternalPrograms", "TerminalUI"]),
    testDouble("ScheduleTesting", in: "DataManagers/Schedule", uses: ["ScheduleDataContract", "Entities", "LiveData", "FavoritesTesting"]),
    testDouble("FavoritesTesting", in: "DataManagers/Favorites", uses: ["FavoritesDataContract", "Entities", "LiveData"]),
    testDouble("NewsTesting", in: "DataManagers/News", uses: ["NewsDataContract", "Entities", "LiveData", "ScheduleTesting"]),
    testDouble("AttendeesTesting", in: "DataManagers/Attendees", uses: ["AttendeesDataContract", "Entities"]),
    testDouble("ConferencesTesting", in: "DataManagers/Conferences", uses: ["ConferencesDataContract"]),
    testDouble("SecretStoreTesting", in: "Services/SecretStore", uses: ["SecretStoreContract", "TestHarness"]),
    testDouble("CalendarServiceTesting", in: "Services/CalendarService", uses: ["CalendarServiceContract", "Entities"]),
    testDouble("AddressBookServiceTesting", in: "Services/AddressBookService", uses: ["AddressBookServiceContract", "Entities"]),
    testDouble("ExternalOpenerTesting", in: "Services/ExternalOpener", uses: ["ExternalOpenerContract"]),
    testDouble("NotifierTesting", in: "Services/Notifier", uses: ["NotifierContract"]),
    testDouble("SynchronizerTesting", in: "Services/Synchronizer", uses: ["SynchronizerContract", "Entities"]),
    testDouble("SessionDetailsTesting", in: "Modules/SessionDetails", uses: ["SessionDetailsContract", "TerminalUI", "TestHarness"]),
    testDouble("SpeakerDetailsTesting", in: "Modules/SpeakerDetails", uses: ["SpeakerDetailsContract", "TerminalUI", "TestHarness"]),
    testDouble("NewsDetailsTesting", in: "Modules/NewsDetails", uses: ["NewsDetailsContract", "TerminalUI", "TestHarness"]),
    testDouble("FiltersTesting", in: "Modules/Filters", uses: ["FiltersContract", "Entities", "TerminalUI"]),
    tests("TestHarnessTests", uses: ["TestHarness"]),
    tests("ScheduleTestingTests", uses: ["ScheduleTesting", "ScheduleDataContract", "Entities", "TestHarness"]),
    tests("FavoritesTestingTests", uses: ["FavoritesTesting", "FavoritesDataContract", "Entities"]),
    tests("NewsTestingTests", uses: ["NewsTesting", "NewsDataContract", "Entities"]),
    tests("AttendeesTestingTests", uses: ["AttendeesTesting", "AttendeesDataContract", "Entities"]),
    tests("ConferencesTestingTests", uses: ["ConferencesTesting", "ConferencesDataContract", "Entities"]),
    tests("SecretStoreTestingTests", uses: ["SecretStoreTesting", "SecretStoreContract"]),
    tests("CalendarServiceTestingTests", uses: ["CalendarServiceTesting", "CalendarServiceContract", "Entities"]),
    tests("AddressBookServiceTestingTests", uses: ["AddressBookServiceTesting", "AddressBookServiceContract", "Entities"]),
    tests("ExternalOpenerTestingTests", uses: ["ExternalOpenerTesting", "ExternalOpenerContract"]),
    tests("NotifierTestingTests", uses: ["NotifierTesting", "NotifierContract"]),
    tests("SynchronizerTestingTests", uses: ["SynchronizerTesting", "SynchronizerContract", "Entities"]),
    tests("SessionDetailsTestingTests", uses: ["SessionDetailsTesting", "TerminalUI"]),
    tests("SpeakerDetailsTestingTests", uses: ["SpeakerDetailsTesting", "TerminalUI"]),
    tests("NewsDetailsTestingTests", uses: ["NewsDetailsTesting", "TerminalUI"]),
    tests("FiltersTestingTests", uses: ["FiltersTesting", "FiltersContract", "Entities", "TerminalUI"]),
    tests("EntitiesTests", uses: ["Entities"]),
    tests("ScheduleAPIDataManagerTests", uses: ["ScheduleAPIDataManager", "ScheduleDataContract", "FeedFetcherContract", "SecretStoreContract", "Entities", "ScheduleTesting", "SecretStoreTesting", "TestHarness"]),
    tests("FeedXMLTests", uses: ["FeedXML"]),
    tests("FeedMarkupTests", uses: ["FeedMarkup", "Entities", "TestHarness"]),
    tests("StoreFilesTests", uses: ["StoreFiles", "Files", "GRDB", "GRDBSQLite", "TestHarness"]),
    tests("ScheduleLocalDataManagerTests", uses: ["ScheduleLocalDataManager", "ScheduleDataContract", "FavoritesDataContract", "FeedFetcherContract", "Entities", "GRDB", "TestHarness"]),
    tests("FavoritesLocalDataManagerTests", uses: ["FavoritesLocalDataManager", "FavoritesDataContract", "Entities", "GRDB", "TestHarness"]),
    tests("PodiumServerFavoritesDataManagerTests", uses: ["PodiumServerFavoritesDataManager", "FavoritesDataContract", "SecretStoreContract", "Entities", "SecretStoreTesting", "TestHarness"]),
    tests("PretalxFavoritesDataManagerTests", uses: ["PretalxFavoritesDataManager", "FavoritesDataContract", "ScheduleDataContract", "SecretStoreContract", "Entities", "SecretStoreTesting", "TestHarness"]),
    tests("ConferenceServerCallsTests", uses: ["ConferenceServerCalls", "SecretStoreContract", "Entities", "SecretStoreTesting", "AsyncHTTPClient"]),
    tests("FavoriteToggleTests", uses: ["FavoriteToggle", "FavoritesDataContract", "FavoritesTesting", "TestHarness"]),
    tests("SynchronizerTests", uses: ["Synchronizer", "SynchronizerContract", "ScheduleDataContract", "NewsDataContract", "FavoritesDataContract", "FeedFetcherContract", "Entities", "TestHarness"]),
    tests("ConferencesLocalDataManagerTests", uses: ["ConferencesLocalDataManager", "ConferencesDataContract", "Entities", "TestHarness"]),
    tests("NewsLocalDataManagerTests", uses: ["NewsLocalDataManager", "NewsDataContract", "FeedFetcherContract", "Entities", "GRDB", "TestHarness"]),
    tests("NewsAPIDataManagerTests", uses: ["NewsAPIDataManager", "NewsDataContract", "FeedFetcherContract", "Entities", "TestHarness"]),
    tests("FeedFetcherTests", uses: ["FeedFetcher", "FeedFetcherContract", "TestHarness"]),
    tests("FeedLoadingTests", uses: ["FeedLoading", "FeedFetcherContract"]),
    tests("ContentLinesTests", uses: ["ContentLines"]),
    tests("FilesTests", uses: ["Files", "TestHarness"]),
    tests("HandOverTests", uses: ["HandOver", "ExternalOpenerContract", "ExternalOpenerTesting", "TestHarness"]),
    tests("ExternalProgramsTests", uses: ["ExternalPrograms", "TestHarness"]),
    tests("CalendarServiceTests", uses: ["CalendarService", "CalendarServiceContract", "ContentLines", "Files", "Entities", "ScheduleTesting", "TestHarness"]),
    tests("AddressBookServiceTests", uses: ["AddressBookService", "AddressBookServiceContract", "ContentLines", "Entities", "TestHarness"]),
    tests("SecretStoreTests", uses: ["SecretStore", "SecretStoreContract", "Crypto", "SecretStoreTesting", "TestHarness"]),
    tests("SecretStoreContractTests", uses: ["SecretStoreContract"]),
    tests("SecretStoreStressTests", uses: ["SecretStoreStress", "TestHarness"]),   // crash and multi-process writes
    tests("ServiceBenchmarksTests", uses: ["ServiceBenchmarks", "TestHarness"]),
    tests("TerminalUITests", uses: ["TerminalUI", "TestHarness"]),
    tests("FormattingTests", uses: ["Formatting", "Entities", "TestHarness"]),
    tests("StyleguideTests", uses: ["Styleguide", "Entities", "Formatting", "TerminalUI"]),
    tests("SharedScreensTests", uses: ["SharedScreens", "Formatting", "TerminalUI"]),
    tests("SharedRoutingTests", uses: ["SharedRouting", "SessionDetailsContract", "FiltersContract", "Entities", "TerminalUI", "SessionDetailsTesting"]),
    tests("ProgrammeWatchTests", uses: ["ProgrammeWatch", "Entities", "ScheduleTesting", "TestHarness"]),
    tests("LiveDataTests", uses: ["LiveData", "LiveDataContract"]),
    tests("ExternalOpenerTests", uses: ["ExternalOpener", "TestHarness"]),
    tests("NotifierTests", uses: ["Notifier", "TestHarness"]),
    tests("PersonServiceTests", uses: ["PersonService", "PersonServiceContract", "FeedFetcherContract", "TestHarness"]),
    tests("CompositionTests", uses: ["Composition", "TerminalUI", "AddressBookServiceTesting", "CalendarServiceTesting", "ExternalOpenerTesting", "ScheduleTesting", "SynchronizerTesting", "TestHarness"]),
    tests("AddConferenceTests", uses: ["AddConference", "ConferencesDataContract", "ScheduleDataContract", "FeedFetcherContract", "Entities", "ConferencesTesting"]),
    tests("ConferenceEditingTests", uses: ["ConferenceEditing", "ConferencesDataContract", "Entities", "ConferencesTesting"]),
    tests("RemindingTests", uses: ["Reminding", "ConferencesDataContract", "Entities", "ConferencesTesting", "NotifierTesting", "ScheduleTesting"]),
    tests("SessionDetailsTests", uses: ["SessionDetails", "SessionDetailsContract", "Entities", "TerminalUI", "CalendarServiceTesting", "ExternalOpenerTesting", "FavoritesTesting", "ScheduleTesting", "SpeakerDetailsTesting", "TestHarness"]),
    tests("AgendaTests", uses: ["Agenda", "AgendaContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "Entities", "TerminalUI", "FiltersTesting", "ScheduleTesting", "SessionDetailsTesting", "TestHarness"]),
    tests("MyScheduleTests", uses: ["MySchedule", "SessionDetailsContract", "FavoritesDataContract", "Entities", "TerminalUI", "ScheduleTesting", "SessionDetailsTesting", "TestHarness"]),
    tests("RootTests", uses: ["Root", "RootContract", "SynchronizerContract", "Entities", "TerminalUI", "NotifierTesting", "ScheduleTesting", "SessionDetailsTesting", "SynchronizerTesting", "TestHarness"]),
    tests("FiltersTests", uses: ["Filters", "FiltersContract", "ScheduleDataContract", "Entities", "TerminalUI", "ScheduleTesting", "TestHarness"]),
    tests("TerminalHostTests", uses: ["TerminalHost", "TerminalUI"]),
    tests("PodiumAppTests", uses: ["PodiumApp", "ArgumentParser", "Logging", "Entities", "SynchronizerContract", "FavoritesDataContract", "ConferencesDataContract", "TerminalUI", "GRDB", "ScheduleTesting", "SecretStoreTesting", "SynchronizerTesting", "TestHarness"]),
    tests("AuditKitTests", uses: ["AuditKit", "TestHarness"]),
    tests("AuditCommandTests", uses: ["AuditCommand", "TestHarness"]),
    tests("TerminalDemoTests", uses: ["TerminalDemo", "TestHarness"]),
    tests("UIBenchmarksTests", uses: ["UIBenchmarks", "TerminalUI"]),
    tests("FeedGeneratorTests", uses: ["FeedGenerator", "TestHarness"]),
    tests("FeedCheckTests", uses: ["FeedCheck", "TestHarness"]),
    tests("FuzzTargetsTests", uses: ["FuzzTargets", "TestHarness"]),   // the corpus and every past finding replayed   // also: the bundled demo is current
    tests("DataBenchmarksTests", uses: ["DataBenchmarks", "GRDB", "TestHarness"]),
    tests("ModuleGeneratorTests", uses: ["ModuleGenerator", "TestHarness"]),
    tests("AppBenchmarksTests", uses: ["AppBenchmarks", "TestHarness"]),
    tests("ServerBenchmarksTests", uses: ["TestHarness"]),
    tests("ScriptsTests", uses: ["TestHarness"]),              // scripts/build-isolated and friends
    tests("SpeakerDetailsTests", uses: ["SpeakerDetails", "SpeakerDetailsContract", "AddressBookServiceContract", "PersonServiceContract", "Entities", "TerminalUI", "AddressBookServiceTesting", "ExternalOpenerTesting", "FavoritesTesting", "ScheduleTesting", "SessionDetailsTesting", "TestHarness"]),
    tests("SpeakersTests", uses: ["Speakers", "SpeakersContract", "ScheduleDataContract", "Entities", "TerminalUI", "FavoritesTesting", "ScheduleTesting", "SpeakerDetailsTesting", "TestHarness"]),
    tests("NewsDetailsTests", uses: ["NewsDetails", "NewsDetailsContract", "Entities", "TerminalUI", "ExternalOpenerTesting", "NewsTesting", "ScheduleTesting", "TestHarness"]),
    tests("AttendeesAPIDataManagerTests", uses: ["AttendeesAPIDataManager", "AttendeesDataContract", "SecretStoreContract", "Entities", "SecretStoreTesting", "TestHarness"]),
    tests("AttendeesLocalDataManagerTests", uses: ["AttendeesLocalDataManager", "AttendeesDataContract", "Entities", "TestHarness"]),
    tests("NewsTests", uses: ["News", "NewsContract", "Entities", "TerminalUI", "NewsDetailsTesting", "NewsTesting", "ScheduleTesting", "TestHarness"]),
    tests("AttendeeDetailsTests", uses: ["AttendeeDetails", "AttendeesDataContract", "Entities", "TerminalUI", "AddressBookServiceTesting", "AttendeesTesting", "ExternalOpenerTesting", "TestHarness"]),
    tests("LoginTests", uses: ["Login", "LoginContract", "Entities", "TerminalUI", "AttendeesTesting", "TestHarness"]),
    tests("AttendeesTests", uses: ["Attendees", "Entities", "TerminalUI", "AttendeeDetailsContract", "LoginContract", "ProfileContract", "AttendeesTesting", "TestHarness"]),
    tests("ProfileTests", uses: ["Profile", "ProfileContract", "AttendeesDataContract", "Entities", "TerminalUI", "AttendeesTesting", "TestHarness"]),
    tests("NowAndNextTests", uses: ["NowAndNext", "NowAndNextContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "Entities", "TerminalUI", "FiltersTesting", "ScheduleTesting", "SessionDetailsTesting", "TestHarness"]),
    tests("GridTests", uses: ["Grid", "GridContract", "FiltersContract", "SessionDetailsContract", "ScheduleDataContract", "Entities", "TerminalUI", "FiltersTesting", "ScheduleTesting", "SessionDetailsTesting", "TestHarness"]),
]

let package = Package(
    name: "Podium",
    products: table.compactMap(\.product),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", from: "1.5.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: table.map(\.target),
    swiftLanguageModes: [.v6]
)

// MARK: - Row builders: the folder of each kind lives here, once.

struct Row {
    let target: Target
    let product: Product?
}

/// Every target: Swift 6 mode (complete strict concurrency) and no warning survives.
func strict() -> [SwiftSetting] { [.treatAllWarnings(as: .error)] }

func dependencies(_ names: [String]) -> [Target.Dependency] {
    names.map { externalProduct($0) ?? .target(name: $0) }
}

func entities(_ name: String) -> Row {
    Row(target: .target(name: name, path: "Entities", swiftSettings: strict()), product: nil)
}

/// A contract target: `<family folder>/Contract`.
func contract(_ name: String, in folder: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "\(folder)/Contract", swiftSettings: strict()),
        product: nil)
}

/// Code every data manager of a kind shares (not a data manager itself): `DataManagers/Shared/<Name>`.
func dataManagerSupport(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "DataManagers/Shared/\(name)", swiftSettings: strict()),
        product: nil)
}

func dataManager(_ name: String, in folder: String, uses: [String], exclude: [String] = []) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: folder, exclude: exclude, swiftSettings: strict()),
        product: nil)
}

/// A service implementation: `Services/<Name>/Sources`.
func service(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Services/\(name)/Sources", swiftSettings: strict()),
        product: nil)
}

/// A module's contract: `Modules/<Name>/Contract`, named `<Name>Contract`.
func moduleContract(_ name: String, uses: [String]) -> Row {
    let module = String(name.dropLast("Contract".count))
    return Row(target: .target(name: name, dependencies: dependencies(uses), path: "Modules/\(module)/Contract", swiftSettings: strict()),
               product: nil)
}

/// A VIPER module: `Modules/<Name>/Sources`.
func module(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Modules/\(name)/Sources", swiftSettings: strict()),
        product: nil)
}

/// Implementation every layer runs alike: `Runtime/<Name>`.
func runtime(_ name: String, uses: [String], exclude: [String] = []) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Runtime/\(name)", exclude: exclude, swiftSettings: strict()),
        product: nil)
}

/// What a command does, over contracts: `UseCases/<Name>`.
func useCase(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "UseCases/\(name)", swiftSettings: strict()), product: nil)
}

/// Presentation shared across modules: `Presentation/<Name>`.
func presentation(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Presentation/\(name)", swiftSettings: strict()),
        product: nil)
}

/// The composition root as a library: `Composition/`.
func composition(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Composition", swiftSettings: strict()), product: nil)
}

func platform(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Platform/\(name)", swiftSettings: strict()),
        product: nil)
}

func app(_ name: String, product: String, uses: [String], resources: [String]) -> Row {
    Row(target: .executableTarget(name: name, dependencies: dependencies(uses), path: "App",
                                  resources: resources.map { .copy($0) },
                                  swiftSettings: strict(), plugins: ["BuildCommit"]),
        product: .executable(name: product, targets: [name]))
}

/// A build-tool plugin: a step SwiftPM runs before a target's build. `Plugins/<Name>`.
func buildPlugin(_ name: String) -> Row {
    Row(target: .plugin(name: name, capability: .buildTool(), path: "Plugins/\(name)"), product: nil)
}

func tool(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "scripts/\(name)",
                        swiftSettings: strict()),
        product: nil)
}

func toolMain(_ name: String, product: String, uses: [String]) -> Row {
    Row(target: .executableTarget(name: name, dependencies: dependencies(uses), path: "scripts/\(name)",
                                  swiftSettings: strict()),
        product: .executable(name: product, targets: [name]))
}

/// A target of the conference's server: `Server/<Name>`.
func server(_ name: String, uses: [String], exclude: [String] = []) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Server/\(name)", exclude: exclude,
                        swiftSettings: strict()),
        product: nil)
}

func serverMain(_ name: String, product: String, uses: [String]) -> Row {
    Row(target: .executableTarget(name: name, dependencies: dependencies(uses), path: "Server/\(name)", swiftSettings: strict()),
        product: .executable(name: product, targets: [name]))
}

/// A server target's tests: `Server/Tests/<Name>`, apart from the client's.
func serverTests(_ name: String, uses: [String]) -> Row {
    Row(target: .testTarget(name: name, dependencies: dependencies(uses), path: "Server/Tests/\(name)", swiftSettings: strict()),
        product: nil)
}

/// Fakes and spies beside the contract they double: `<Family or Service or Module folder>/Testing`.
func testDouble(_ name: String, in folder: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "\(folder)/Testing", swiftSettings: strict()), product: nil)
}

func testHarness(_ name: String, uses: [String]) -> Row {
    Row(target: .target(name: name, dependencies: dependencies(uses), path: "Tests/\(name)", swiftSettings: strict()),
        product: nil)
}

func tests(_ name: String, uses: [String]) -> Row {
    Row(target: .testTarget(name: name, dependencies: dependencies(uses), path: "Tests/\(name)",
                            swiftSettings: strict()),
        product: nil)
}
