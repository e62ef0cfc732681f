import SharedRouting

/// Navigates as every screen of the programme does (ProgrammeRouter): a session's page pushed on
/// the tab's stack, the filters as a sheet, alerts over the screen. the Grid opens nothing else.
@MainActor
final class GridRouter: ProgrammeRouter, GridWireframe {}
