import ExternalOpenerContract
import Foundation
import HandOver
import NewsDataContract
import ScheduleDataContract
import SharedScreens
import TerminalUI

/// Leaves the screen: a link to the external opener, a link
/// copied; alerts over the screen.
@MainActor
final class NewsDetailsRouter: NewsDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    let handOver: HandOverKeeper

    init(opener: any ExternalOpening) {
        handOver = HandOverKeeper(opener: opener)
    }

}
