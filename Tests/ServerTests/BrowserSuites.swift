import Testing

/// The headless-Chromium suites, one after the other: each drives several browsers
/// against a server in this process, whose speech synthesis shares the same few
/// threads, so two at once starved each other's audio on the 2-core machine.
@Suite(.serialized) enum BrowserSuites {}
