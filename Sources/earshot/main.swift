import EarshotCommands

// The executable is only this: every command, its parsing and its exit status are
// in EarshotCommands, where tests reach them in-process.
Earshot.main()
