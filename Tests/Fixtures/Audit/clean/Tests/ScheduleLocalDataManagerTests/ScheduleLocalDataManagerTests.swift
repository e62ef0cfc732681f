import Entities
import Testing
@testable import ScheduleLocalDataManager

@Test func builds() {}
