/// The system's declared types, with the conformances, extensions and MIME types Apple's
/// documentation gives them ("System-declared uniform type identifiers").
extension UTType {
    /// A declared type.
    private static func system(
        _ identifier: String, _ parents: [String], _ extensions: [String] = [], _ mime: [String] = []
    )
        -> UTType
    {
        UTType(identifier: identifier, parents: parents, extensions: extensions, mimeTypes: mime)
    }

    /// The base type of everything a user can see.
    public static let item = system("public.item", [])
    /// The base type of document content.
    public static let content = system("public.content", [])
    /// Content made of several kinds of content, such as a PDF.
    public static let compositeContent = system("public.composite-content", ["public.content"])
    /// Bytes of any kind.
    public static let data = system("public.data", ["public.item"])
    /// A file on disk of any kind.
    public static let fileURL = system("public.file-url", ["public.url"])
    /// A URL.
    public static let url = system("public.url", ["public.data"])
    /// A folder or a package.
    public static let directory = system("public.directory", ["public.item"])
    /// A folder the user sees as such.
    public static let folder = system("public.folder", ["public.directory"])
    /// An archive of files.
    public static let archive = system("public.archive", ["public.data"])
    /// A zip archive.
    public static let zip = system("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"])
    /// Text of any encoding, with or without markup.
    public static let text = system("public.text", ["public.data", "public.content"])
    /// Text with no markup, of an unspecified encoding.
    public static let plainText = system("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = system("public.utf8-plain-text", ["public.plain-text"])
    /// Plain text in UTF-16.
    public static let utf16PlainText = system("public.utf16-plain-text", ["public.plain-text"])
    /// Text with values separated by a delimiter.
    public static let delimitedText = system("public.delimited-values-text", ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = system(
        "public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"])
    /// Tab-separated values.
    public static let tabSeparatedText = system(
        "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"],
        ["text/tab-separated-values"])
    /// Rich Text Format.
    public static let rtf = system("public.rtf", ["public.text"], ["rtf"], ["text/rtf"])
    /// HTML.
    public static let html = system("public.html", ["public.text"], ["html", "htm"], ["text/html"])
    /// XML.
    public static let xml = system("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"])
    /// YAML.
    public static let yaml = system("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"])
    /// JSON.
    public static let json = system("public.json", ["public.text"], ["json"], ["application/json"])
    /// A property list of any format.
    public static let propertyList = system("com.apple.property-list", ["public.data"], ["plist"])
    /// Source code of any language.
    public static let sourceCode = system("public.source-code", ["public.plain-text"])
    /// Swift source code.
    public static let swiftSource = system("public.swift-source", ["public.source-code"], ["swift"])
    /// An image of any format.
    public static let image = system("public.image", ["public.data", "public.content"])
    /// A PNG image.
    public static let png = system("public.png", ["public.image"], ["png"], ["image/png"])
    /// A JPEG image.
    public static let jpeg = system("public.jpeg", ["public.image"], ["jpeg", "jpg"], ["image/jpeg"])
    /// A GIF image.
    public static let gif = system("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"])
    /// A HEIC image.
    public static let heic = system("public.heic", ["public.image"], ["heic"], ["image/heic"])
    /// A scalable vector graphics image.
    public static let svg = system("public.svg-image", ["public.image"], ["svg"], ["image/svg+xml"])
    /// A PDF document.
    public static let pdf = system(
        "com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"])
    /// Audio of any format.
    public static let audio = system("public.audio", ["public.audiovisual-content"])
    /// Audio and video content.
    public static let audiovisualContent = system("public.audiovisual-content", ["public.data", "public.content"])
    /// A movie, with or without audio.
    public static let movie = system("public.movie", ["public.audiovisual-content"])
    /// Video without audio.
    public static let video = system("public.video", ["public.movie"])
    /// An MPEG-4 movie.
    public static let mpeg4Movie = system("public.mpeg-4", ["public.movie"], ["mp4"], ["video/mp4"])
    /// An MP3 audio file.
    public static let mp3 = system("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"])
    /// A contact card.
    public static let vCard = system("public.vcard", ["public.text"], ["vcf"], ["text/vcard"])
    /// An EPUB book.
    public static let epub = system(
        "org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"])

    /// Every declared type, in the order a tag is looked up in.
    static let all: [UTType] = [
        item, content, compositeContent, data, url, fileURL, directory, folder, archive, zip, text, plainText,
        utf8PlainText, utf16PlainText, delimitedText, commaSeparatedText, tabSeparatedText, rtf, html, xml, yaml, json,
        propertyList, sourceCode, swiftSource, image, png, jpeg, gif, heic, svg, pdf, audiovisualContent, audio, movie,
        video, mpeg4Movie, mp3, vCard, epub,
    ]

    /// The declared type with an identifier.
    static func declared(_ identifier: String) -> UTType? {
        all.first { $0.identifier == identifier }
    }
}
