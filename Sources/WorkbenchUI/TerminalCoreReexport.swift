// The UI core draws into the terminal's frames and reads its keys: whoever imports the core speaks them.
@_exported import TerminalCore
