/// The words ``UITextChecker`` knows: 1528 common English words and irregular forms, written for this module,
/// in rough order of frequency (guesses and completions come in this order). Inflected forms are
/// recognized by rule (see ``UITextChecker``), so only base forms are listed.
enum CheckerWords {
    static let list: [Substring] = text.split(whereSeparator: { $0 == " " || $0 == "\n" })

    static let set = Set(list.map(String.init))

    private static let text = """
        a able about above accept across act action add address admit adult afraid after again against age
        ago agree ahead air all allow almost alone along already also although always am among amount an and
        anger angle animal another answer ant any anyone anything appear apple area arm army around arrive
        art as ask at attack aunt autumn avoid away baby back bad bag bake ball band bank bar base basket
        bat bath be bear beat beautiful because become bed bee beef been before begin behind believe bell
        belong below belt bench bend best better between big bike bill bird birth bit bite black blade blame
        blank blind block blood blow blue board boat body boil bone book boot border born borrow boss both
        bottle bottom bowl box boy brain branch brave bread break breakfast breath brick bridge bright bring
        broad brother brown brush build burn bus busy but butter button buy by cabin cake call calm camp can
        candle cap capital car card care carry case cat catch cause cave cell cent center chain chair chalk
        chance change chapter charge cheap check cheese chest chicken chief child chin choose church circle
        city claim class clean clear climb clock close cloth cloud club coal coast coat code coffee coin
        cold collect color comb come common company compare complete computer condition contain continue
        control cook cool copy corn corner correct cost cotton could count country course cousin cover cow
        crack cream create crew crime crop cross crowd crown cry cup cupboard curl current curtain curve cut
        dad damage dance danger dark date daughter day dead deal dear death debt decide deep deer degree
        delay depend describe desert design desk detail develop die diet differ different difficult dig
        dinner direct dirt dirty discover dish distance divide do doctor dog dollar door double doubt down
        draw dream dress drink drive drop drum dry duck during dust duty each ear early earth east easy eat
        edge egg eight either elbow electric else empty end enemy engine enjoy enough enter equal escape
        even evening event ever every exact example except exercise expect experience explain eye face fact
        factory fail fair fall false family famous far farm fast fat father fault favor fear feather feed
        feel fellow fence few field fight figure fill film final find fine finger finish fire firm first
        fish fit five fix flag flame flat flight floor flow flower fly fold follow food foot for force
        forest forget fork form forward four fox frame free fresh friend frog from front fruit full fun
        funny fur future game garden gas gate gather general gentle get gift girl give glad glass go goal
        goat god gold golf good govern grain grand grass gray great green grey ground group grow guard guess
        guest guide gun hair half hall hand handle hang happen happy hard harm hat hate have he head heal
        health hear heart heat heavy height hello help her here hero hide high hill him hire his history hit
        hold hole holiday home hook hope horn horse hospital hot hotel hour house how huge human hundred
        hunt hurry hurt husband ice idea if ill imagine important in inch include increase indeed industry
        ink inside instead interest into invent iron island it its jacket jam job join joke journey joy
        judge juice jump just keep key kick kid kill kind king kiss kitchen kite knee knife knock know lab
        lady lake lamp land language large last late laugh law lay lazy lead leaf learn least leather leave
        left leg lemon lend length less lesson let letter level library lid lie life lift light like limit
        line lion lip liquid list listen little live load loan local lock long look loose lord lose loss lot
        loud love low luck lunch machine mad mail main make male man manage many map march mark market marry
        mass master match material matter may maybe me meal mean measure meat medicine meet melt member
        memory men metal middle might mile milk mind mine minute mirror miss mix model moment money monkey
        month moon more morning most mother motor mountain mouse mouth move much mud music must my nail name
        narrow nation nature near neck need needle neither nerve nest net never new news next nice night
        nine no noble nod noise none noon nor north nose not note nothing notice now number nurse nut oak
        object ocean of off offer office often oil old on once one only open operate opinion or orange order
        other our out oven over own page pain paint pair pale pan paper parent park part party pass past
        path pay peace pen pencil people pepper per perfect perhaps period person pet phone pick picture pie
        piece pig pin pink pipe place plain plan plane plant plate play please plenty pocket poem point
        poison police polite pool poor popular position possible post pot potato pound pour powder power
        practice prepare present press pretty price pride print prison prize problem produce program promise
        proof proper protect proud prove pull pump punish pupil pure purple purpose push put quarter queen
        question quick quiet quite rabbit race radio rail rain raise range rat rate rather raw reach read
        ready real reason receive record red relax remember remove rent repeat reply report rest result
        return rice rich ride right ring rise river road rock roll roof room root rope rose rough round row
        royal rub rule run rush sad safe sail salt same sand save say scale school science score sea seat
        second secret see seed seem sell send sense sentence serve set seven several shade shadow shake
        shall shape share sharp she sheep sheet shelf shell shine ship shirt shoe shoot shop shore short
        should shoulder shout show shut sick side sight sign silk silver simple since sing sink sir sister
        sit six size skill skin skirt sky sleep slip slow small smell smile smoke smooth snake snow so soap
        social sock soft soil soldier some son song soon sorry sort sound soup south space speak special
        speed spell spend spoon sport spot spread spring square stage stair stamp stand star start state
        station stay steal steam step stick still stir stock stomach stone stop store storm story straight
        strange stream street strong student study stupid subject such sudden sugar suit summer sun supper
        supply support sure surface surprise swim sword system table tail take talk tall taste tax tea teach
        team tear tell ten tent term test than thank that the their them then there these they thick thin
        thing think third this those though thought thousand thread three throat through throw thumb tie
        tiger till time tin tiny tip tire title to today toe together tomorrow tone tongue tonight too tool
        tooth top total touch tough tour towel tower town toy track trade train travel tree trick trip
        trouble truck true trust truth try tube turn twelve twenty twice two type ugly uncle under
        understand unit until up upon us use useful usual valley value van very view village visit voice
        vote wait wake walk wall want war warm wash waste watch water wave wax way we weak wear weather
        wedding week weight welcome well west wet what wheel when where which while whip white who whole why
        wide wife wild will win wind window wine wing winter wire wise wish with within without woman wonder
        wood wool word work world worm worry would wrap write wrong yard year yellow yes yesterday yet you
        young your zero zoo ace aim ale arc ark bead beam bean bent bet bin bun cab cane cape cart cod cog
        cone cord cot crab den dew dim dime dine dove dug dune elm emu ewe fan fang fin fir flea foe fog gap
        gel gem gill glow glue gown grin gum gut hay hem hen hive hug hum hut jar jaw jet jog kit lap lard
        lens lime link lint loaf log loop mat maze mole mop mug nap nib nun oar odd owl pad pal pea peg pit
        plum pod pony pub pup rag ram rib rim rod rug rye sap saw silo sip ski sled slim slug sod soy spa
        spin sum sup tab tan tap tar toad tot tub tug urn vase vet vine wag web wig wit yak yam yarn zip
        works mire risk kilo mow sow tow bow vow i is are was were has had does did done doing went gone
        came seen took taken gave given made said told found knew known got gotten ran sat stood held
        brought bought caught taught felt kept lost meant met paid sent sold spent built won wrote written
        drove driven ate eaten fell fallen flew flown forgot forgotten grew grown hid hidden hung heard laid
        led lent lit rode ridden rang rung risen sang sung sank sunk slept slid spoke spoken stole stolen
        struck swam swum swung threw thrown understood woke woken wore worn broke broken chose chosen drew
        drawn drank drunk began begun bitten blew blown froze frozen shook shaken shot shone showed shown
        tore torn became bled bred dealt fed fought fled forgave women children feet teeth mice geese yours
        ours theirs myself yourself himself herself itself ourselves themselves okay hi goodbye thanks
        """
}
