import Entities
import Foundation

enum ParticipantSamples {
    static let ada = Participant(id: "ada", name: "Ada Lovelace", company: "Engines", role: "Staff Engineer",
                                 bio: "Notes on the analytical engine.",
                                 links: [ParticipantLink(title: "Website", url: URL(string: "https://ada.example.org")!),
                                         ParticipantLink(title: "Code", url: URL(string: "https://code.example.org/ada")!)],
                                 interests: ["swift", "compilers"])
    static let quiet = Participant(id: "quiet", name: "Quiet Person")
}
