
/// How PostgreSQL finds a page of a search, so that no word costs much whatever its frequency.
///
/// Walking the list A–Z and keeping the rows whose words match is quick for a common word (the
/// page fills in a few rows) and slow for a rare one (the walk reads most of the list, each row's
/// words tested: 27 ms for "ivan" among 100,000); reading the word's rows through the word index
/// and sorting them is the opposite, and PostgreSQL's planner, which cannot tell a prefix's
/// frequency, chose the walk for both. A search therefore walks at most `window` listed rows
/// after the cursor, and only when they hold less than a page reads and sorts every row the
/// words match — then the words are rare enough, or their rows late enough in the order, for that
/// to be the quicker of the two. (SQLite's planner reads every match of the words first and then
/// walks the list checking them, which measured as quick as this or quicker there: see
/// docs/performance.md.)
public enum SearchPlan {
    /// Listed rows, A–Z after the cursor, that a search looks through before it sorts.
    public static let window = 1_000
}
