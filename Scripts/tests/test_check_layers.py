#!/usr/bin/env python3
"""Proves Scripts/check-layers can fail: plants violations in temporary copies of the package and
expects each to be reported with its file and line."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CHECK = os.path.join(ROOT, "Scripts", "check-layers")


def copy_package(destination):
    shutil.copy(os.path.join(ROOT, "Package.swift"), destination)
    for folder in ("Modules", "Apps", "Tests", "Fuzz"):
        source = os.path.join(ROOT, folder)
        if os.path.isdir(source):
            shutil.copytree(source, os.path.join(destination, folder), ignore=shutil.ignore_patterns(".build"))


def run_check(root):
    return subprocess.run([sys.executable, CHECK, root], capture_output=True, text=True)


def first_swift_file(root, folder):
    for base, _, files in sorted(os.walk(os.path.join(root, folder))):
        for name in sorted(files):
            if name.endswith(".swift"):
                return os.path.join(base, name)
    raise AssertionError(f"no Swift file under {folder}")


class CheckLayersTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="check-layers-")
        copy_package(self.root)

    def tearDown(self):
        shutil.rmtree(self.root, ignore_errors=True)

    def plant_import(self, folder, module, attribute=""):
        path = first_swift_file(self.root, folder)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"{attribute}import {module}\n" + text)
        return os.path.relpath(path, self.root)

    def plant_manifest(self, pattern, replacement, marker):
        """Replaces the first match of `pattern` in the copy's Package.swift; returns the line that
        then holds `marker`."""
        manifest = os.path.join(self.root, "Package.swift")
        with open(manifest, encoding="utf-8") as handle:
            text = handle.read()
        planted = re.sub(pattern, replacement, text, count=1)
        self.assertNotEqual(planted, text, f"the manifest matches {pattern}")
        with open(manifest, "w", encoding="utf-8") as handle:
            handle.write(planted)
        return next(i for i, l in enumerate(planted.splitlines(), 1) if marker in l)

    def test_theRealPackage_passes(self):
        result = run_check(self.root)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_aModuleImportingOutsideItsRow_failsNamingFileAndLine(self):
        relative = self.plant_import("Modules/TextUI", "Movies")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUI may not import Movies", result.stderr)

    def test_anAttributedImport_isCheckedToo(self):
        relative = self.plant_import("Modules/Movies", "TextUI", attribute="@preconcurrency ")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Movies may not import TextUI", result.stderr)

    def test_aFuzzTargetImportingTestSupport_fails(self):
        relative = self.plant_import("Fuzz/Session", "LoopbackServer")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Fuzz/Session may not import LoopbackServer", result.stderr)

    def test_aTestTargetImportingAnotherModule_fails(self):
        relative = self.plant_import("Tests/TextUITests", "Movies")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUITests may not import Movies", result.stderr)

    def test_moviesUI_mayImportNeitherCompositionNorWorkbench(self):
        for module in ("Composition", "Workbench"):
            relative = self.plant_import("Modules/MoviesUI", module)
            result = run_check(self.root)
            self.assertNotEqual(result.returncode, 0)
            self.assertIn(f"{relative}:1: MoviesUI may not import {module} (its row allows: Catalog, Movies, TextUI)", result.stderr)

    def test_textUI_mayNotImportTheCatalog(self):
        relative = self.plant_import("Modules/TextUI", "Catalog")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUI may not import Catalog (its row allows: Locking)", result.stderr)

    def test_theCatalog_mayNotImportTheMoviesDomain(self):
        relative = self.plant_import("Modules/Catalog", "Movies")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Catalog may not import Movies (its row allows: TextUI)", result.stderr)

    def test_theRuntimeImportingTheMacroSupport_fails(self):
        relative = self.plant_import("Modules/TextUI", "TextUIMacroSupport")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUI may not import TextUIMacroSupport", result.stderr)

    def test_theMacroSupportImportingAProjectModule_fails(self):
        relative = self.plant_import("Modules/TextUIMacroSupport", "TextUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUIMacroSupport may not import TextUI (its row allows: no project module)", result.stderr)

    def test_importingTheMacroPlugin_fails(self):
        relative = self.plant_import("Modules/TextUI", "TextUIMacros")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUI may not import TextUIMacros", result.stderr)

    def test_theMacroPluginImportingTheRuntime_fails(self):
        relative = self.plant_import("Modules/TextUIMacros", "TextUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUIMacros may not import TextUI (its row allows: TextUIMacroSupport)", result.stderr)

    def test_aModuleOtherThanTheDeclarations_dependingOnTheMacroPlugin_failsNamingItsLine(self):
        line = self.plant_manifest(
            r'\.target\(name: "Movies", dependencies: \["Locking", "FileReading"\],',
            '.target(name: "Movies", dependencies: ["Locking", "FileReading", "TextUIMacros"],',
            'name: "Movies", dependencies')
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(
            f"Package.swift:{line}: Movies may not depend on the plugin TextUIMacros (only TextUIMacroDeclarations may",
            result.stderr)

    def test_theRuntimeDependingOnTheMacroPlugin_failsNamingItsLine(self):
        # TextUI would wait for the plugin to be built before compiling (issue 33).
        line = self.plant_manifest(
            r'\.target\(name: "TextUI", dependencies: \["Locking"\],',
            '.target(name: "TextUI", dependencies: ["Locking", "TextUIMacros"],',
            'name: "TextUI", dependencies')
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"Package.swift:{line}: TextUI may not depend on the plugin TextUIMacros", result.stderr)

    def test_aModuleImportingTestSupport_fails(self):
        relative = self.plant_import("Modules/Movies", "LoopbackServer")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Movies may not import LoopbackServer", result.stderr)

    def test_testSupportImportingAProjectModule_fails(self):
        relative = self.plant_import("Tests/LoopbackServer", "Movies")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: LoopbackServer may not import Movies (its row allows: no project module)", result.stderr)

    def test_aProjectModuleImportingTheSwiftUIShim_fails(self):
        relative = self.plant_import("Modules/MoviesUI", "SwiftUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: MoviesUI may not import SwiftUI (its row allows: Catalog, Movies, TextUI)", result.stderr)

    def test_theCombineShim_mayNotImportSwiftUI(self):
        relative = self.plant_import("Modules/Combine", "SwiftUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Combine may not import SwiftUI (its row allows: TextUI)", result.stderr)

    def test_aCorpusAppImportingTextUI_fails(self):
        relative = self.plant_import("Tests/SwiftUICorpus/TallyApp", "TextUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TallyApp may not import TextUI (its row allows: ", result.stderr)
        allowed = result.stderr.split("(its row allows: ")[1].split(")")[0].split(", ")
        self.assertIn("SwiftUI", allowed)
        self.assertNotIn("TextUI", allowed)

    def test_theUIKitShim_mayNotImportSwiftUIOrCombine(self):
        relative = self.plant_import("Modules/UIKit", "Combine")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: UIKit may not import Combine (its row allows: CoreGraphics, CoreImage, TextUI, UIKitApplicationMain, _Testing_UIKit)", result.stderr)

    def test_aProjectModuleImportingTheUIKitShim_fails(self):
        relative = self.plant_import("Modules/Workbench", "UIKit")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Workbench may not import UIKit", result.stderr)

    def test_theChartsShim_mayImportOnlyTextUI(self):
        relative = self.plant_import("Modules/Charts", "SwiftUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: Charts may not import SwiftUI (its row allows: TextUI)", result.stderr)

    def test_theSwiftUICoreShim_mayImportOnlySwiftUI(self):
        relative = self.plant_import("Modules/SwiftUICore", "TextUI")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: SwiftUICore may not import TextUI (its row allows: SwiftUI)", result.stderr)

    def test_theTestingOverlay_importsNothing(self):
        relative = self.plant_import("Modules/_Testing_UIKit", "UIKit")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: _Testing_UIKit may not import UIKit (its row allows: no project module)", result.stderr)

    def test_aCorpusApp_mayImportUIKitAndSwiftUICore(self):
        self.plant_import("Tests/SwiftUICorpus/TallyApp", "UIKit")
        self.plant_import("Tests/SwiftUICorpus/Bookshelf", "SwiftUICore")
        result = run_check(self.root)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_aTestTargetOtherThanTheCompatibilityTests_mayNotImportTheCorpus(self):
        relative = self.plant_import("Tests/TextUITests", "TallyApp")
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"{relative}:1: TextUITests may not import TallyApp", result.stderr)

    def test_aForbiddenEdgeInPackageSwift_failsNamingItsLine(self):
        line = self.plant_manifest(
            r'\.target\(name: "TextUI", dependencies: \[', '.target(name: "TextUI", dependencies: ["Movies", ',
            'name: "TextUI", dependencies: ["Movies"')
        result = run_check(self.root)
        self.assertNotEqual(result.returncode, 0)
        self.assertIn(f"Package.swift:{line}: TextUI may not depend on Movies", result.stderr)

if __name__ == "__main__":
    unittest.main(verbosity=1)
