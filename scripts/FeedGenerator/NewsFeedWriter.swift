import Foundation

/// The demo conference's news as RSS 2.0: a dozen items with HTML content, links in the text,
/// dates, an author on some and one with no text at all (its link has it).
struct NewsFeedWriter {
    static let headlines = [
        ("Schedule published", "All <b>200 sessions</b> are online. Plan your days in <a href=\"https://demo.podium.example/schedule\">the agenda</a>."),
        ("Keynote speaker announced", "Anna Berg opens the conference with <i>The next decade of Swift</i>."),
        ("Workshops nearly full", "<p>Two of the workshops have a waiting list.</p><ul><li>Structured concurrency</li><li>Testing VIPER</li></ul>"),
        ("Venue and travel", "<p>The venue is ten minutes from the central station &amp; the airport train.</p>"),
        ("Code of conduct", "Everyone is welcome. Read the <a href=\"https://demo.podium.example/coc\">code of conduct</a>."),
        ("Room change: Room 3", "Sessions in Room 3 move to Room 7 on day two."),
        ("Lunch options", "Vegetarian, vegan and gluten-free lunches are served every day — tell us at registration."),
        ("Live streams", "Keynotes stream live; recordings follow within a week."),
        ("Speaker dinner", "Thank you to every speaker &mdash; dinner is on the evening of day one."),
        ("Wi-Fi", "Network <code>podium-demo</code>, no password."),
        ("日本語のセッション", "二日目に日本語のセッションがあります。"),
        ("See you next year", "Dates for next year's conference will be announced here."),
        ("Photos from the warm-up evening", ""),
    ]

    func rss() -> String {
        var items = ""
        for (index, (title, html)) in Self.headlines.enumerated() {
            let day = 1 + index % 20
            // 1 November 2026 is a Sunday.
            let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(day - 1) % 7]
            let author = index % 4 == 0 ? "\n  <dc:creator>Program Committee</dc:creator>" : ""
            let description = html.isEmpty ? "" : "\n  <description><![CDATA[\(html)]]></description>"
            items += """
                <item>
                  <guid isPermaLink="false">demo-news-\(index + 1)</guid>
                  <title>\(title)</title>
                  <link>https://demo.podium.example/news/\(index + 1)</link>
                  <pubDate>\(weekday), \(String(format: "%02d", day)) Nov 2026 09:00:00 +0100</pubDate>\(author)\(description)
                </item>

                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <channel>
                <title>Podium Demo Conf — news</title>
                <link>https://demo.podium.example/</link>
                <description>News of the demo conference bundled with Podium.</description>
            \(items)  </channel>
            </rss>

            """
    }
}
