import ScheduleDataContract

/// Who each person an event names is, decided once for the whole feed before any speaker is
/// made. A feed's own person id (frab's number, pretalx's code) is unique only within the frab
/// or pretalx instance that wrote it: c3voc's merged schedules put many instances in one file,
/// and 36C3's gives id 2 to a different person in each. So a person is identified by the
/// feed's guid where it has one, and otherwise by their name: an id seen again with another
/// name is another person, and one name seen under several ids (the same speaker in two
/// sub-schedules) is one person, listed once.
///
/// Each person keeps the feed's id when no one else uses it, so an ordinary feed's speaker ids
/// are exactly the feed's; an id shared by several people becomes `id-<hash of the name>`.
struct PersonIdentities {
    /// The speaker id of each person of each record, in the records' and persons' order; nil
    /// for a person without a name.
    private var ids: [[String?]] = []

    init(records: [EventRecord], known: KnownPersons, fields: FeedFields) throws(ScheduleFeedError) {
        // Pass 1: every occurrence's name, guid and feed id.
        struct Occurrence { let nameKey: String; let name: String; let guid: String?; let feedID: String? }
        var occurrences: [[Occurrence?]] = []
        var guidsByName: [String: Set<String>] = [:]
        for record in records {
            occurrences.append(try record.persons.enumerated().map { offset, person throws(ScheduleFeedError) -> Occurrence? in
                // Where it is, as text only for a warning.
                let path = { "\(record.path).persons[\(offset)]" }
                let guid = try Self.given(person.guid, at: "\(path()).guid", fields: fields)
                let feedID = try Self.given(person.id, at: "\(path()).id", fields: fields)
                let name = Self.name(of: known.completed(person))
                guard !name.isEmpty else { return nil }
                let key = Self.key(name)
                if let guid { guidsByName[key, default: []].insert(guid) }
                return Occurrence(nameKey: key, name: name, guid: guid, feedID: feedID)
            })
        }

        // Pass 2: group them. A person without a guid joins the one guid of that name, if one.
        struct Group { var name: String; var guid: String?; var feedIDs: [String] = [] }
        var groups: [Group] = []
        var groupByKey: [String: Int] = [:]
        var memberships: [[Int?]] = []
        var usersOfID: [String: Set<Int>] = [:]
        for list in occurrences {
            memberships.append(list.map { occurrence -> Int? in
                guard let occurrence else { return nil }
                let guid = occurrence.guid ?? guidsByName[occurrence.nameKey].flatMap { $0.count == 1 ? $0.first : nil }
                let key = guid.map { "guid\u{0}" + $0 } ?? "name\u{0}" + occurrence.nameKey
                let group = groupByKey[key] ?? {
                    groups.append(Group(name: occurrence.name, guid: guid))
                    groupByKey[key] = groups.count - 1
                    return groups.count - 1
                }()
                if let feedID = occurrence.feedID {
                    if !groups[group].feedIDs.contains(feedID) { groups[group].feedIDs.append(feedID) }
                    usersOfID[feedID, default: []].insert(group)
                }
                return group
            })
        }

        // Pass 3: an id per group: its guid, else a feed id of its own, else one made unique.
        var taken = Set(groups.compactMap(\.guid))
        var groupIDs: [String] = []
        for group in groups {
            if let guid = group.guid {
                groupIDs.append(guid)
                continue
            }
            var id: String
            if let own = group.feedIDs.first(where: { usersOfID[$0]?.count == 1 && !taken.contains($0) }) {
                id = own
            } else if let shared = group.feedIDs.first {
                id = shared + "-" + String(StableID.number(Self.key(group.name)) & 0xFF_FFFF, radix: 16)
            } else {
                id = StableID.text("person", group.name)
            }
            while taken.contains(id) { id += "-" + String(StableID.number(id) & 0xFFFF, radix: 16) }
            taken.insert(id)
            groupIDs.append(id)
        }
        ids = memberships.map { $0.map { $0.map { groupIDs[$0] } } }
    }

    /// The speaker id of person `person` of record `record`; nil when they have no name.
    func id(record: Int, person: Int) -> String? {
        ids.indices.contains(record) && ids[record].indices.contains(person) ? ids[record][person] : nil
    }

    /// One line, as the speaker list shows it.
    static func name(of person: PersonRecord) -> String {
        FeedText.capped(FeedText.line(person.name), to: FeedLimits.line).text
    }

    /// What makes two names one person's: the same words, however spaced. Not the same letters
    /// in another case: "sven" and "Sven" in two sub-schedules may be two people, and a talk
    /// shows its speaker as its own file writes the name.
    static func key(_ name: String) -> String {
        name
    }

    private static func given(_ raw: String?, at path: @autoclosure () -> String, fields: FeedFields) throws(ScheduleFeedError) -> String? {
        guard let text = raw.map(FeedText.trimmed), !text.isEmpty else { return nil }
        return try fields.id(text, at: path())
    }
}

/// The persons a feed describes once, apart from its events (frab's top-level `<persons>`, with
/// bios and photos), found for an event's person by guid, else by id when the names agree: in
/// a merged file the same id may describe someone else.
struct KnownPersons {
    private var byGUID: [String: PersonRecord] = [:]
    private var byID: [String: [PersonRecord]] = [:]

    init(_ persons: [PersonRecord] = []) {
        for person in persons {
            if let guid = person.guid, byGUID[guid] == nil { byGUID[guid] = person }
            if let id = person.id { byID[id, default: []].append(person) }
        }
    }

    /// The description of this person, if the feed has one.
    func described(_ person: PersonRecord) -> PersonRecord? {
        if let guid = person.guid, let found = byGUID[guid] { return found }
        guard let id = person.id, let candidates = byID[id] else { return nil }
        let name = PersonIdentities.key(PersonIdentities.name(of: person))
        if name.isEmpty { return candidates.count == 1 ? candidates[0] : nil }
        return candidates.first { PersonIdentities.key(PersonIdentities.name(of: $0)) == name }
    }

    /// The person with what the feed describes of them filled in where the event says nothing.
    func completed(_ named: PersonRecord) -> PersonRecord {
        guard let described = described(named) else { return named }
        var person = named
        person.bio = person.bio ?? described.bio
        person.photoURL = person.photoURL ?? described.photoURL
        if person.links.isEmpty { person.links = described.links }
        if FeedText.trimmed(person.name).isEmpty { person.name = described.name }
        return person
    }
}
