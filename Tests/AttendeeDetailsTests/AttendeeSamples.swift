import Entities
import Foundation

enum AttendeeSamples {
    static let ada = Attendee(id: "ada", name: "Ada Lovelace", company: "Engines", role: "Staff Engineer",
                                 bio: "Notes on the analytical engine.",
                                 links: [ProfileLink(title: "Website", address: "https://ada.example.org"),
                                         ProfileLink(title: "Code", address: "https://code.example.org/ada")],
                                 interests: ["swift", "compilers"])
    static let quiet = Attendee(id: "quiet", name: "Quiet Person")
}
