import Shelf
import Workbench

// The shelf's own workbench: the whole `movies` experience over its catalog, in one call.
// `swift run ShelfWorkbench` (or with -c COMMAND, --script FILE, --no-color, …).
await WorkbenchApp(
    name: "shelf",
    version: "1.0",
    summary: "A workbench for the shelf's components: mount one, poke its bindings, tap its buttons.",
    catalogs: [ShelfCatalog.catalog]
).main()
