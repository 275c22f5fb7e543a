// The compiler plugin that implements SwiftData's macros (`@Model` and the markers it reads, `#Index` and `#Unique`, `@ModelActor`). The
// compiler starts it and talks to it over standard input and output; the expansions are in
// TextUIMacroSupport.
import TextUIMacroSupport

CompilerPluginSession.runAsExecutable(
    macros: ["ModelSchemaMacro": ModelSchemaMacro.self],
    attachedMacros: [
        "PersistentModelMacro": PersistentModelMacro.self,
        "PersistedPropertyMacro": PersistedPropertyMacro.self,
        "ModelMarkerMacro": ModelMarkerMacro.self,
        "ModelActorMacro": ModelActorMacro.self,
    ])
