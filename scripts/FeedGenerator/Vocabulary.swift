/// Words the generator builds a believable conference from.
enum Vocabulary {
    static let firstNames = [
        "Anna", "Ben", "Chloé", "Dmitri", "Elif", "Farid", "Grace", "Hiroshi", "Inès", "João", "Kateřina", "Liam",
        "Mei", "Nadia", "Olumide", "Priya", "Quentin", "Rosa", "Søren", "Tomás", "Uma", "Vikram", "Wanjiru", "Xavier",
        "Yuki", "Zoë", "Aleksandra", "Björn", "Camille", "Dario", "Emeka", "Fatima", "Gustavo", "Hana", "Ivan", "Jana",
    ]
    static let lastNames = [
        "Berg", "Okafor", "Müller", "Nakamura", "Kowalski", "García", "Dubois", "Rossi", "Andersson", "Singh", "Chen",
        "Haddad", "Novák", "Ivanova", "O'Brien", "Fernández", "Åberg", "Yılmaz", "Kim", "Silva", "Mensah", "Tanaka",
        "Schröder", "Nguyễn", "Lindqvist", "Moreau", "Petrov", "Kaur", "Costa", "Jansen",
    ]
    /// Names written in their own scripts, shown as the feed's full name.
    static let nativeNames = ["李雷", "山田 花子", "김민준", "Σοφία Παπαδοπούλου", "Алексей Смирнов", "محمد علي"]
    static let roles = ["Principal Engineer", "Staff Developer", "iOS Architect", "Engineering Manager", "Developer Advocate",
                        "Founder", "Researcher", "Senior Software Engineer", "CTO", "Independent consultant"]
    static let companies = ["Example", "Northwind", "Acme Mobile", "Globex", "Initech", "Umbrella Labs", "Hooli", "Stark Apps",
                            "Wayne Digital", "Tyrell Systems"]
    static let topics = ["Swift concurrency", "actors", "structured concurrency", "SwiftUI", "VIPER", "modular architecture",
                         "SwiftPM", "server-side Swift", "accessibility", "testing", "performance", "Unicode", "GRDB",
                         "offline-first apps", "CI pipelines", "design systems", "memory graphs", "macros", "Swift on Linux",
                         "terminal UIs", "dependency injection", "observability", "localization", "privacy", "cryptography"]
    static let openers = ["Practical", "Deep dive:", "Beyond", "Rethinking", "A field guide to", "Lessons from", "Demystifying",
                          "Building with", "The hidden cost of", "Ten things about", "Scaling", "Debugging", "Testing"]
    static let tracks = ["Language", "Architecture", "Platforms", "Tooling", "Community"]
    static let levels = ["Introductory", "Intermediate", "Advanced"]
    static let formats = ["Talk", "Workshop", "Lightning talk", "Panel"]
    static let linkTypes = [("Blog", "Blog"), ("X (Twitter)", "Twitter"), ("LinkedIn", "LinkedIn"), ("GitHub", "Company_Website"),
                            ("Mastodon", "Other")]
    static let bioSentences = [
        "Has been building apps since the first SDK.", "Writes about architecture on a blog nobody expected to be popular.",
        "Maintains a few open-source packages.", "Believes every bug is a missing test.", "Speaks at meetups across Europe and Asia.",
        "Previously worked on large banking and retail apps.", "Enjoys making slow things fast.", "Teaches a weekend course for new developers.",
    ]
}
