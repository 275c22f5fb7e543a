// The compiler plugin that implements TextUI's macros. The compiler starts it and talks to it over
// standard input and output; see TextUIMacroSupport.
import TextUIMacroSupport

CompilerPluginSession.runAsExecutable(
    macros: ["PreviewMacro": PreviewMacro.self, "MakeInstanceMacro": MakeInstanceMacro.self],
    attachedMacros: ["EntryMacro": EntryMacro.self, "PreviewableMacro": PreviewableMacro.self])
