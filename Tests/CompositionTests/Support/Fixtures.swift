import Movies

func makeMovie(id: Int = 1, title: String = "A title", year: Int? = 1999) -> Movie {
    Movie(
        id: id,
        title: title,
        releaseDate: year.flatMap { ReleaseDate(year: $0, month: 6, day: 1) },
        rating: 7.5
    )
}
