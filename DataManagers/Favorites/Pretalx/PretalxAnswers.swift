import Foundation

/// Everything Podium reads of a pretalx's answers, for the fuzz target (which reaches it through
/// `package`, as it reaches the feed parsers): a login page's form and refusal, the cookies a
/// response sets, and the favourites list. None may crash or hang on any bytes.
package enum PretalxAnswers {
    package static func read(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let page = PretalxLoginPage(html: text)
        _ = page.csrfToken
        _ = page.refusal
        _ = page.isLoginForm
        _ = PretalxHTTP.cookies(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        _ = try? PretalxFavoritesDataManager.codes(inAnswer: data)
        _ = PretalxFavoritesDataManager.codes(inTag: text)
        _ = PretalxHTTP.formBody([("login_email", text), ("login_password", text)])
    }
}
