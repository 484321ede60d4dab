// Locations and diagnostics are part of the core's own API (component keys are
// read with their places; the session and parsers report `Diagnostic`s), so a
// client of ScreenReader gets them with it.
@_exported import Diagnostics
