import Entities
import ScheduleDataContract
import Testing
@testable import Agenda

@Test func builds() {}
