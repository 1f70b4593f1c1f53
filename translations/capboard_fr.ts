<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>About</name>
    <message>
        <location filename="../capboard/ui/about.py" line="42"/>
        <source>Board games for the whole family on one computer: pass and play, or play against the computer, offline, in English or French.</source>
        <translation>Des jeux de société pour toute la famille sur un seul ordinateur&#xa0;: en se passant la main ou contre l&apos;ordinateur, hors ligne, en français ou en anglais.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="47"/>
        <source>Free software under the MIT licence.</source>
        <translation>Logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="49"/>
        <source>Art: every board, piece, card and icon was drawn for Capboard (SVG).</source>
        <translation>Illustrations&#xa0;: chaque plateau, pion, carte et icône a été dessiné pour Capboard (SVG).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="52"/>
        <source>Sounds: synthesised for Capboard by a script of its own.</source>
        <translation>Sons&#xa0;: synthétisés pour Capboard par son propre script.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="55"/>
        <source>Both are part of Capboard, under the same licence.</source>
        <translation>Les uns comme les autres font partie de Capboard, sous la même licence.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="58"/>
        <source>Made with Qt %1 and PySide6 %2, running on Python %3.</source>
        <translation>Réalisé avec Qt %1 et PySide6 %2, sur Python %3.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/about.py" line="90"/>
        <source>About Capboard</source>
        <translation>À propos de Capboard</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <location filename="../capboard/ui/launch.py" line="168"/>
        <source>Capboard is already open but does not answer. Close it, or wait until it answers, then try again.</source>
        <translation>Capboard est déjà ouvert mais ne répond pas. Fermez-le, ou attendez qu&apos;il réponde, puis réessayez.</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../capboard/ui/board_words.py" line="74"/>
        <source>&amp;Describe the board</source>
        <translation>&amp;Décrire le plateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/board_words.py" line="76"/>
        <source>The position in words, as you may know it (Ctrl+D)</source>
        <translation>La position en mots, telle que vous pouvez la connaître (Ctrl+D)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/board_words_window.py" line="35"/>
        <location filename="../capboard/ui/board_words_window.py" line="36"/>
        <source>The board in words</source>
        <translation>Le plateau en mots</translation>
    </message>
</context>
<context>
    <name>CanonNoir</name>
    <message>
        <location filename="../capboard/ui/games/canon_noir/box.py" line="11"/>
        <source>Canon Noir</source>
        <translation>Canon Noir</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/box.py" line="16"/>
        <source>Race your pirate fleet to the treasure islands and bring three chests home, dodging the black cannon&apos;s fire.</source>
        <translation>Lancez votre flotte pirate vers les îles au trésor et ramenez trois coffres au port, sous le feu du canon noir.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/game_ui.py" line="92"/>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="378"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="36"/>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="37"/>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="38"/>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="39"/>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="47"/>
        <source>North-west fleet</source>
        <translation>Flotte nord-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="48"/>
        <source>North-east fleet</source>
        <translation>Flotte nord-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="49"/>
        <source>South-west fleet</source>
        <translation>Flotte sud-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="50"/>
        <source>South-east fleet</source>
        <translation>Flotte sud-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="78"/>
        <source>{name} (north-west fleet)</source>
        <translation>{name} (flotte nord-ouest)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="79"/>
        <source>{name} (north-east fleet)</source>
        <translation>{name} (flotte nord-est)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="80"/>
        <source>{name} (south-west fleet)</source>
        <translation>{name} (flotte sud-ouest)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="81"/>
        <source>{name} (south-east fleet)</source>
        <translation>{name} (flotte sud-est)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="89"/>
        <source>caravel</source>
        <translation>caravelle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="90"/>
        <source>frigate</source>
        <translation>frégate</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="91"/>
        <source>raft</source>
        <translation>radeau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="101"/>
        <source>a ship</source>
        <translation>un navire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="104"/>
        <source>{name}&apos;s caravel</source>
        <translation>la caravelle que mène {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="105"/>
        <source>{name}&apos;s frigate</source>
        <translation>la frégate que mène {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="106"/>
        <source>{name}&apos;s raft</source>
        <translation>le radeau que mène {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="110"/>
        <source>{ship} ({corner})</source>
        <translation>{ship} ({corner})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="147"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="148"/>
        <source>Roll the die</source>
        <translation>Lancer le dé</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="153"/>
        <source>Sail to {square}</source>
        <translation>Naviguer jusqu&apos;en {square}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="156"/>
        <source>Sail to {square} ({dice})</source>
        <translation>Naviguer jusqu&apos;en {square} ({dice})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="160"/>
        <source>Fire at {ship}</source>
        <translation>Tirer sur {ship}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="164"/>
        <source>Start a duel with {ship}</source>
        <translation>Engager un duel avec {ship}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="168"/>
        <source>Let the duel go</source>
        <translation>Renoncer au duel</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="170"/>
        <source>Fire: direction {direction}°, power {power}</source>
        <translation>Tirer : direction {direction}°, puissance {power}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="178"/>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="186"/>
        <source>{name} {total} ({a}+{b})</source>
        <translation>{name} {total} ({a}+{b})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="191"/>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="209"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="193"/>
        <source>Roll for the first player: {results}.</source>
        <translation>Tirage du premier joueur : {results}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="195"/>
        <source>A tie, rolled again: {results}.</source>
        <translation>Égalité, on relance : {results}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="212"/>
        <source>{name} plays first. Turn order: {order}.</source>
        <translation>{name} commence. Ordre de jeu : {order}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="218"/>
        <source>{who} rolls a {value}.</source>
        <translation>{who} fait {value}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="221"/>
        <source>{who} rolls {dice}.</source>
        <translation>{who} fait {dice}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="226"/>
        <source>{who} sails the caravel from {origin} to {to} ({distance}).</source>
        <translation>{who} mène la caravelle de {origin} en {to} ({distance}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="229"/>
        <source>{who} sails the frigate from {origin} to {to} ({distance}).</source>
        <translation>{who} mène la frégate de {origin} en {to} ({distance}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="232"/>
        <source>{who} sails the raft from {origin} to {to} ({distance}).</source>
        <translation>{who} mène le radeau de {origin} en {to} ({distance}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="243"/>
        <source>{who} has no move: the turn passes.</source>
        <translation>{who} ne peut pas se déplacer : son tour passe.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="247"/>
        <source>{who} takes a treasure ({pool} left in the pool).</source>
        <translation>{who} prend un trésor (il en reste {pool} dans la réserve).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="251"/>
        <source>{who} brings a treasure home: {banked} of {needed} banked.</source>
        <translation>{who} rapporte un trésor au port : {banked} sur {needed}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="255"/>
        <source>{who} is home and sails a caravel again.</source>
        <translation>{who} est au port et repart en caravelle.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="259"/>
        <source>{who} reaches a black cannon, but no ship is in its sights.</source>
        <translation>{who} atteint un canon noir, mais aucun navire n&apos;est en vue.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="263"/>
        <source>{who} turns the black cannon on {target}.</source>
        <translation>{who} pointe le canon noir sur {target}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="267"/>
        <source>{who} challenges {target} to a duel.</source>
        <translation>{who} provoque {target} en duel.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="271"/>
        <source>{who} lets the duel go.</source>
        <translation>{who} renonce au duel.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="277"/>
        <source>{to} captures the treasure of {who}.</source>
        <translation>{to} s&apos;empare du trésor que transportait {who}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="281"/>
        <source>The treasure of {who} goes back to the pool.</source>
        <translation>Le trésor que transportait {who} retourne dans la réserve.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="285"/>
        <source>{who} missed and puts the ship back on {to}, where its move started.</source>
        <translation>{who} a manqué et remet son navire en {to}, d&apos;où il était parti.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="289"/>
        <source>{who} is back in port, where no ship can be fired at: the duel ends.</source>
        <translation>{who} est de retour au port, où l&apos;on ne tire sur aucun navire : le duel s&apos;arrête.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="293"/>
        <source>{who} sails a raft, which cannot be fired at: the duel ends.</source>
        <translation>{who} navigue sur un radeau, sur lequel on ne peut pas tirer : le duel s&apos;arrête.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="297"/>
        <source>{who} has brought {needed} treasures home and wins!</source>
        <translation>{who} a rapporté {needed} trésors au port et gagne !</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="313"/>
        <source>{who} fires back at {target}: a hit!</source>
        <translation>{who} riposte sur {target}&#xa0;: touché&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="314"/>
        <source>{who} fires back at {target}: the ball falls short.</source>
        <translation>{who} riposte sur {target}&#xa0;: le boulet tombe trop court.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="317"/>
        <source>{who} fires back at {target}: the ball flies over.</source>
        <translation>{who} riposte sur {target}&#xa0;: le boulet passe par-dessus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="320"/>
        <source>{who} fires back at {target}: the ball falls wide.</source>
        <translation>{who} riposte sur {target}&#xa0;: le boulet passe à côté.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="323"/>
        <source>{who} fires back at {target}: missed.</source>
        <translation>{who} riposte sur {target}&#xa0;: manqué.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="329"/>
        <source>{who} fires at {target}: a hit!</source>
        <translation>{who} tire sur {target}&#xa0;: touché&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="330"/>
        <source>{who} fires at {target}: the ball falls short.</source>
        <translation>{who} tire sur {target}&#xa0;: le boulet tombe trop court.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="333"/>
        <source>{who} fires at {target}: the ball flies over.</source>
        <translation>{who} tire sur {target}&#xa0;: le boulet passe par-dessus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="336"/>
        <source>{who} fires at {target}: the ball falls wide.</source>
        <translation>{who} tire sur {target}&#xa0;: le boulet passe à côté.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="339"/>
        <source>{who} fires at {target}: missed.</source>
        <translation>{who} tire sur {target}&#xa0;: manqué.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="363"/>
        <source>{who}: the caravel is hit and gives way to the frigate.</source>
        <translation>{who} : la caravelle est touchée et cède la place à la frégate.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="367"/>
        <source>{who}: the frigate is hit; its crew sails home on the raft.</source>
        <translation>{who} : la frégate est touchée ; l&apos;équipage rentre au port en radeau.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="371"/>
        <source>{who}: the {before} is hit.</source>
        <translation>{who} : le navire ({before}) est touché.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="382"/>
        <source>{who} — roll the dice</source>
        <translation>{who} — lancez les dés</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="384"/>
        <source>{who} — roll the die</source>
        <translation>{who} — lancez le dé</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="388"/>
        <source>{who} — sail the raft nearer home: choose a square</source>
        <translation>{who} — ramenez le radeau plus près du port : choisissez une case</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="391"/>
        <source>{who} — sail: choose a square</source>
        <translation>{who} — naviguez : choisissez une case</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="395"/>
        <source>{who} — black cannon: choose the ship to fire at</source>
        <translation>{who} — canon noir : choisissez le navire à viser</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="399"/>
        <source>{who} — a ship faces you: start a duel or let it go</source>
        <translation>{who} — un navire vous fait face : engagez le duel ou renoncez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="405"/>
        <source>{who} — answer the duel: fire back! Drag to turn, click or Space to fire</source>
        <translation>{who} — répondez au duel : ripostez ! Glissez pour tourner, cliquez ou Espace pour tirer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="409"/>
        <source>{who} — aim the cannon: drag to turn, click or Space to fire</source>
        <translation>{who} — pointez le canon : glissez pour tourner, cliquez ou Espace pour tirer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="420"/>
        <source>{fleet}: {ship}, carrying a treasure</source>
        <translation>{fleet} : {ship}, avec un trésor à bord</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="422"/>
        <source>{fleet}: {ship}</source>
        <translation>{fleet} : {ship}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="428"/>
        <source>Banked in port: {banked}/{needed}</source>
        <translation>Au port : {banked}/{needed}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="442"/>
        <source>Treasures in the pool: {n}</source>
        <translation>Trésors dans la réserve : {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="450"/>
        <source>Click to roll the dice</source>
        <translation>Cliquez pour lancer les dés</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="451"/>
        <source>Click to roll the die</source>
        <translation>Cliquez pour lancer le dé</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="456"/>
        <source>Treasure pool</source>
        <translation>Réserve de trésors</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="461"/>
        <source>Let it go</source>
        <translation>Laisser filer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="466"/>
        <source>Duel!</source>
        <translation>Duel !</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/texts.py" line="471"/>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/score.py" line="18"/>
        <source>{fleet}: {banked} banked, one more on board</source>
        <translation>{fleet}&#xa0;: {banked} au port, un autre à bord</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/score.py" line="20"/>
        <source>{fleet}: {banked} banked</source>
        <translation>{fleet}&#xa0;: {banked} au port</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/hint.py" line="18"/>
        <source>brings a treasure home</source>
        <translation>rapporte un trésor au port</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/hint.py" line="20"/>
        <source>takes a treasure on board</source>
        <translation>prend un trésor à bord</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/board_words.py" line="20"/>
        <source>Dice rolled: {dice}.</source>
        <translation>Dés lancés&#xa0;: {dice}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/board_words.py" line="25"/>
        <source>Treasures in the pool: {n}.</source>
        <translation>Trésors dans la réserve&#xa0;: {n}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/canon_noir/board_words.py" line="32"/>
        <source>{name}: {fleet}, on {square} · {banked}.</source>
        <translation>{name}&#xa0;: {fleet}, sur {square} · {banked}.</translation>
    </message>
</context>
<context>
    <name>CapHorn</name>
    <message>
        <location filename="../capboard/ui/games/cap_horn/box.py" line="11"/>
        <source>Cap Horn</source>
        <translation>Cap Horn</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/box.py" line="16"/>
        <source>Race clippers around Cape Horn on navigation cards you lay on the sea, calling at stations for wind roses on the way.</source>
        <translation>Menez votre voilier autour du cap Horn sur les cartes de navigation que vous posez sur la mer, en faisant escale pour gagner des roses des vents.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="54"/>
        <source>{first}, then {second}</source>
        <translation>{first}, puis {second}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="63"/>
        <source>{a} or {b}</source>
        <translation>{a} ou {b}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="70"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="71"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="72"/>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="80"/>
        <source>{n} point</source>
        <translation>{n} point</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="81"/>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="88"/>
        <source>Lay a {card} on {square}</source>
        <translation>Poser une carte {card} en {square}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="92"/>
        <source>Cover the card on {square} with a {card}</source>
        <translation>Recouvrir la carte en {square} avec une carte {card}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="96"/>
        <source>Sail to {square}</source>
        <translation>Naviguer jusqu&apos;en {square}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="100"/>
        <source>Cross the finish line</source>
        <translation>Franchir la ligne d&apos;arrivée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="102"/>
        <source>Renounce the move (+1 point)</source>
        <translation>Renoncer au déplacement (+1 point)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="104"/>
        <source>Stay: no move is possible (no point)</source>
        <translation>Rester : aucun déplacement n&apos;est possible (pas de point)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="106"/>
        <source>Ignore the card: go to {square} (−3 points)</source>
        <translation>Ignorer la carte : aller en {square} (−3 points)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="110"/>
        <source>Sprint: two moves (−5 points)</source>
        <translation>Sprinter : deux déplacements (−5 points)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="112"/>
        <source>Buy a card (−1 point)</source>
        <translation>Acheter une carte (−1 point)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="114"/>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="122"/>
        <source>Renounce</source>
        <translation>Renoncer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="123"/>
        <source>Stay</source>
        <translation>Rester</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="124"/>
        <source>Sprint</source>
        <translation>Sprinter</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="125"/>
        <source>Buy a card</source>
        <translation>Acheter</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="126"/>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="134"/>
        <source>stay put</source>
        <translation>rester sur place</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="135"/>
        <source>no move possible</source>
        <translation>aucun déplacement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="136"/>
        <source>two moves</source>
        <translation>deux déplacements</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="137"/>
        <source>one more card</source>
        <translation>une carte de plus</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="138"/>
        <source>next player</source>
        <translation>joueur suivant</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="145"/>
        <source>−3</source>
        <translation>−3</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="153"/>
        <source>{square}: start square {number}</source>
        <translation>{square} : case de départ {number}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="157"/>
        <source>{square}: a {card}</source>
        <translation>{square} : une carte {card}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="170"/>
        <source>Yellow station of stage {stage}</source>
        <translation>Escale jaune de l&apos;étape {stage}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="171"/>
        <source>Red station of stage {stage}</source>
        <translation>Escale rouge de l&apos;étape {stage}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="172"/>
        <source>Green station of stage {stage}</source>
        <translation>Escale verte de l&apos;étape {stage}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="179"/>
        <source>{colour} (stage {stage})</source>
        <translation>{colour} (étape {stage})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="186"/>
        <source>× {n}</source>
        <translation>× {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="191"/>
        <source>Draw pile: {n} cards</source>
        <translation>Pioche : {n} cartes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="196"/>
        <source>Discard pile: {n} cards</source>
        <translation>Défausse : {n} cartes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="210"/>
        <source>{name} on {number}</source>
        <translation>{name} sur la {number}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="215"/>
        <source>The clippers take their start squares: {places}.</source>
        <translation>Les voiliers prennent leurs cases de départ : {places}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="16"/>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="217"/>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="380"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="22"/>
        <source>Wind roses: none</source>
        <translation>Roses des vents&#xa0;: aucune</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="26"/>
        <source>Crossed the finish line first</source>
        <translation>A franchi la ligne d&apos;arrivée le premier</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="27"/>
        <source>Took a third wind rose</source>
        <translation>A pris une troisième rose des vents</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="30"/>
        <source>Race called: the most wind roses, then the furthest along</source>
        <translation>Course arrêtée&#xa0;: le plus de roses des vents, puis le plus avancé</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="219"/>
        <source>{name} takes a navigation point ({points} in the logbook).</source>
        <translation>{name} gagne un point de navigation ({points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="223"/>
        <source>{name} lays a {card} on {square}.</source>
        <translation>{name} pose une carte {card} en {square}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="227"/>
        <source>{name} covers the {covered} on {square} with a {card}.</source>
        <translation>{name} recouvre la carte {covered} en {square} avec une carte {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="236"/>
        <source>{name} sails from {origin} across the finish line.</source>
        <translation>{name} navigue de {origin} au-delà de la ligne d&apos;arrivée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="241"/>
        <source>{name} sprints from {origin} to {square}.</source>
        <translation>{name} sprinte de {origin} à {square}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="245"/>
        <source>{name} sails from {origin} to {square}.</source>
        <translation>{name} navigue de {origin} à {square}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="248"/>
        <source>{name}&apos;s clipper finds no card to reach and stays where it is.</source>
        <translation>{name}&#xa0;: son voilier ne trouve aucune carte à atteindre et reste sur place.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="252"/>
        <source>{name} renounces the move and gains a point ({points} in the logbook).</source>
        <translation>{name} renonce à se déplacer et gagne un point ({points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="256"/>
        <source>{name} ignores the card and moves from {origin} to {square} ({points} left in the logbook).</source>
        <translation>{name} ignore la carte et va de {origin} à {square} (il reste {points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="267"/>
        <source>{name} pays 5 points to sprint ({points} left in the logbook).</source>
        <translation>{name} paie 5 points pour sprinter (il reste {points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="272"/>
        <source>{name} takes a yellow wind rose in stage {stage}.</source>
        <translation>{name} prend une rose des vents jaune à l&apos;étape {stage}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="275"/>
        <source>{name} takes a red wind rose in stage {stage}.</source>
        <translation>{name} prend une rose des vents rouge à l&apos;étape {stage}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="278"/>
        <source>{name} takes a green wind rose in stage {stage}.</source>
        <translation>{name} prend une rose des vents verte à l&apos;étape {stage}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="282"/>
        <source>{name} takes a wind rose in stage {stage}.</source>
        <translation>{name} prend une rose des vents à l&apos;étape {stage}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="288"/>
        <source>You draw a {card}.</source>
        <translation>Vous piochez une carte {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="292"/>
        <source>{name} draws a {card}.</source>
        <translation>{name} pioche une carte {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="295"/>
        <source>{name} draws a card.</source>
        <translation>{name} pioche une carte.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="298"/>
        <source>You buy a {card} ({points} left in the logbook).</source>
        <translation>Vous achetez une carte {card} (il reste {points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="302"/>
        <source>{name} buys a {card} ({points} left in the logbook).</source>
        <translation>{name} achète une carte {card} (il reste {points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="307"/>
        <source>{name} buys a card ({points} left in the logbook).</source>
        <translation>{name} achète une carte (il reste {points} sur le carnet de bord).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="311"/>
        <source>The discard pile is shuffled into new draw piles ({count} cards).</source>
        <translation>La défausse est mélangée pour former de nouvelles pioches ({count} cartes).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="315"/>
        <source>{name} crosses the finish line!</source>
        <translation>{name} franchit la ligne d&apos;arrivée !</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="320"/>
        <source>{name} holds three wind roses and wins the race.</source>
        <translation>{name} possède trois roses des vents et gagne la course.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="324"/>
        <source>{name} is first across the finish line with two wind roses and wins.</source>
        <translation>{name} franchit le premier la ligne d&apos;arrivée avec deux roses des vents et gagne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="330"/>
        <source>Every card is on the chart: the race is called, and {names} share the win.</source>
        <translation>Toutes les cartes sont posées : la course est arrêtée, et {names} se partagent la victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="334"/>
        <source>Every card is on the chart: the race is called. {name} wins, with the most wind roses and the furthest along.</source>
        <translation>Toutes les cartes sont posées : la course est arrêtée. {name} gagne, avec le plus de roses des vents et le voilier le plus avancé.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="340"/>
        <source>Two rounds without a card laid or a ship moving: the sea is becalmed and the race is called. {name} wins, with the most wind roses and the furthest along.</source>
        <translation>Deux tours sans carte posée ni voilier en mouvement : c&apos;est la mer d&apos;huile, la course est arrêtée. {name} gagne, avec le plus de roses des vents et le voilier le plus avancé.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="345"/>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="358"/>
        <source>The race is over.</source>
        <translation>La course est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="347"/>
        <source>Every card is on the chart: each player sails one last turn, then the race is called.</source>
        <translation>Toutes les cartes sont posées : chaque joueur navigue un dernier tour, puis la course est arrêtée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="361"/>
        <source>{name} — lay cards or sail</source>
        <translation>{name} — posez des cartes ou naviguez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="362"/>
        <source>{name} — sail (a card was covered)</source>
        <translation>{name} — naviguez (une carte a été recouverte)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="363"/>
        <source>{name} — first move of the sprint</source>
        <translation>{name} — premier déplacement du sprint</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="364"/>
        <source>{name} — second move</source>
        <translation>{name} — second déplacement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="365"/>
        <source>{name} — buy cards or end your turn</source>
        <translation>{name} — achetez des cartes ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="373"/>
        <source>Navigation points: {n} of {max}</source>
        <translation>Points de navigation : {n} sur {max}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="376"/>
        <source>Cards in hand: {n}</source>
        <translation>Cartes en main : {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/score.py" line="20"/>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="384"/>
        <source>Wind roses: {roses}</source>
        <translation>Roses des vents : {roses}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="387"/>
        <source>Wind roses: none yet</source>
        <translation>Roses des vents : aucune encore</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/texts.py" line="390"/>
        <source>Start square: {number}</source>
        <translation>Case de départ : {number}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/hint.py" line="21"/>
        <source>takes a wind rose</source>
        <translation>prend une rose des vents</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/hint.py" line="23"/>
        <source>brings your ship nearer the finish</source>
        <translation>rapproche votre navire de l&apos;arrivée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/board_words.py" line="20"/>
        <source>{name}&apos;s ship: {square}.</source>
        <translation>Navire ({name})&#xa0;: {square}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/board_words.py" line="27"/>
        <source>Cards on the sea: {cards}.</source>
        <translation>Cartes sur la mer&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/board_words.py" line="33"/>
        <source>Your hand: {cards}.</source>
        <translation>Votre main&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cap_horn/board_words.py" line="39"/>
        <source>{name}: {facts}.</source>
        <translation>{name}&#xa0;: {facts}.</translation>
    </message>
</context>
<context>
    <name>CapeEpee</name>
    <message>
        <location filename="../capboard/ui/games/cape_epee/box.py" line="11"/>
        <source>De Cape et d&apos;Épée</source>
        <translation>De Cape et d&apos;Épée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/box.py" line="16"/>
        <source>Play kings, witches, assassins and dragons face down under the objectives of the court, and win them with the strongest column when every card is turned up.</source>
        <translation>Jouez rois, sorcières, assassins et dragons face cachée sous les objectifs de la cour, et remportez-les avec la colonne la plus forte quand toutes les cartes sont retournées.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="30"/>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="31"/>
        <source>Queen</source>
        <translation>Reine</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="32"/>
        <source>Juliet</source>
        <translation>Juliette</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="33"/>
        <source>Romeo</source>
        <translation>Roméo</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="34"/>
        <source>Alchemist</source>
        <translation>Alchimiste</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="35"/>
        <source>Fencing Master</source>
        <translation>Maître d&apos;armes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="36"/>
        <source>Farmer</source>
        <translation>Fermier</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="37"/>
        <source>Merchant</source>
        <translation>Marchand</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="38"/>
        <source>Cardinal</source>
        <translation>Cardinal</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="39"/>
        <source>Troubadour</source>
        <translation>Troubadour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="40"/>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="41"/>
        <source>Assassin</source>
        <translation>Assassin</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="42"/>
        <source>Storm</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="43"/>
        <source>Traitor</source>
        <translation>Traître</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="44"/>
        <source>Disguise</source>
        <translation>Déguisement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="45"/>
        <source>Double</source>
        <translation>Sosie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="46"/>
        <source>Musketeers</source>
        <translation>Mousquetaires</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="47"/>
        <source>Magician</source>
        <translation>Magicien</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="48"/>
        <source>Witch</source>
        <translation>Sorcière</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="49"/>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="50"/>
        <source>Squire</source>
        <translation>Écuyer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="51"/>
        <source>Hermit</source>
        <translation>Ermite</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="52"/>
        <source>Tom Thumb</source>
        <translation>Petit Poucet</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="53"/>
        <source>Dragon</source>
        <translation>Dragon</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="54"/>
        <source>Beggar</source>
        <translation>Mendiant</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="56"/>
        <source>a hidden card</source>
        <translation>une carte cachée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="62"/>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="63"/>
        <source>No ability.</source>
        <translation>Aucun pouvoir.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="64"/>
        <source>No ability of her own; makes Romeo of her colour worth 15.</source>
        <translation>Aucun pouvoir propre ; fait valoir 15 au Roméo de sa couleur.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="67"/>
        <source>End of round: worth 15 if the Juliet of the same colour is in his column.</source>
        <translation>Fin de manche : vaut 15 si la Juliette de la même couleur est dans sa colonne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="71"/>
        <source>End of round: worth 12 under an Alchemy objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Alchimie.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="74"/>
        <source>End of round: worth 12 under a Combat objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Combat.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="77"/>
        <source>End of round: worth 12 under an Agriculture objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Agriculture.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="80"/>
        <source>End of round: worth 12 under a Commerce objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Commerce.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="83"/>
        <source>End of round: worth 12 under a Religion objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Religion.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="86"/>
        <source>End of round: worth 12 under a Music objective.</source>
        <translation>Fin de manche : vaut 12 sous un objectif Musique.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="89"/>
        <source>Immediate: moves face down to the end of the next open column to the right (wrapping round) and turns up the card above it there. One trip per turn.</source>
        <translation>Immédiat : part face cachée au bout de la colonne ouverte suivante à droite (en revenant au début après la dernière) et y retourne la carte au-dessus de lui. Un seul voyage par tour.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="94"/>
        <source>Immediate: removes the card that turned it up (the one just played).</source>
        <translation>Immédiat : retire la carte qui l&apos;a révélé (celle qui vient d&apos;être jouée).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="97"/>
        <source>Immediate: closes its column; no more cards may go there.</source>
        <translation>Immédiat : ferme sa colonne ; plus aucune carte ne peut y aller.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="100"/>
        <source>Immediate: its owner may swap the objective of its column with another objective of this round.</source>
        <translation>Immédiat : son propriétaire peut échanger l&apos;objectif de sa colonne avec un autre objectif de la manche.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="105"/>
        <source>Immediate: its owner may slip a card from hand face down under it; at the end of the round the Disguise is worth that card&apos;s value (without its ability), else 0.</source>
        <translation>Immédiat : son propriétaire peut glisser dessous une carte de sa main, face cachée ; en fin de manche, le Déguisement vaut la valeur de cette carte (sans sa capacité), sinon 0.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="110"/>
        <source>End of round: takes the value (not the ability) of the card that turned it up, remembered even if that card leaves the column; never turned up by a card, 0.</source>
        <translation>Fin de manche : prend la valeur (pas la capacité) de la carte qui l&apos;a retourné, retenue même si cette carte quitte la colonne ; jamais retourné par une carte, 0.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="115"/>
        <source>End of round: cancel every ability of the other cards in the column; only printed values count.</source>
        <translation>Fin de manche : annulent toutes les capacités des autres cartes de la colonne ; seules les valeurs imprimées comptent.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="135"/>
        <source>End of round: the Prince&apos;s partner (see the Prince).</source>
        <translation>Fin de manche : le compagnon du Prince (voir le Prince).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="141"/>
        <source>End of round: +3 for each other card in the column.</source>
        <translation>Fin de manche : +3 par autre carte de la colonne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="144"/>
        <source>End of round: −2 to every other card in the column (never below 0).</source>
        <translation>Fin de manche : −2 à chaque autre carte de la colonne (jamais sous 0).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="147"/>
        <source>End of round: the lowest total wins the column instead of the highest.</source>
        <translation>Fin de manche : le plus faible total gagne la colonne au lieu du plus fort.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="157"/>
        <source>Immediate</source>
        <translation>Immédiat</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="159"/>
        <source>End of round</source>
        <translation>Fin de manche</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="168"/>
        <source>{card} ({value})</source>
        <translation>{card} ({value})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="180"/>
        <source>A face-down card</source>
        <translation>Une carte face cachée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="186"/>
        <source>Face down: {card}</source>
        <translation>Face cachée : {card}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="194"/>
        <source>A card is slipped under it.</source>
        <translation>Une carte est glissée dessous.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="195"/>
        <source>Slipped under it: {card}</source>
        <translation>Glissée dessous : {card}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="203"/>
        <source>Alchemy</source>
        <translation>Alchimie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="204"/>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="205"/>
        <source>Agriculture</source>
        <translation>Agriculture</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="206"/>
        <source>Commerce</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="207"/>
        <source>Religion</source>
        <translation>Religion</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="208"/>
        <source>Music</source>
        <translation>Musique</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="215"/>
        <source>{domain} {value}</source>
        <translation>{domain} {value}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="223"/>
        <source>{objective}: complete with {value} cards or a Storm</source>
        <translation>{objective} : complète avec {value} cartes ou une Tempête</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="22"/>
        <source>{objective}: {cards}.</source>
        <translation>{objective}&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="25"/>
        <source>{objective}: no card yet.</source>
        <translation>{objective}&#xa0;: pas encore de carte.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="28"/>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="228"/>
        <source>Closed by a Storm.</source>
        <translation>Fermée par une Tempête.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="32"/>
        <source>Your hand: {cards}.</source>
        <translation>Votre main&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="38"/>
        <source>{name}: {facts}.</source>
        <translation>{name}&#xa0;: {facts}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="49"/>
        <source>{owner}, face down</source>
        <translation>{owner}, face cachée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="51"/>
        <source>{owner}, {card}</source>
        <translation>{owner}, {card}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/board_words.py" line="53"/>
        <source>{owner}, {card} (face down)</source>
        <translation>{owner}, {card} (face cachée)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="120"/>
        <source>End of round: removes every card worth 10 or more from the column. An even number of Magicians cancel out.</source>
        <translation>Fin de manche : retire de la colonne toutes les cartes de valeur 10 ou plus. Un nombre pair de Magiciens s&apos;annule.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="125"/>
        <source>End of round: removes every card worth 9 or less from the column (other Witches excepted). An even number of Witches cancel out.</source>
        <translation>Fin de manche : retire de la colonne toutes les cartes de valeur 9 ou moins (sauf les autres Sorcières). Un nombre pair de Sorcières s&apos;annule.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="130"/>
        <source>End of round: his owner wins the column outright if the Squire of the same colour is in it, face up or not. A Prince still face down claims nothing.</source>
        <translation>Fin de manche : son propriétaire gagne la colonne d&apos;office si l&apos;Écuyer de la même couleur s&apos;y trouve, face visible ou non. Un Prince encore face cachée ne réclame rien.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="138"/>
        <source>End of round: −1 for each other card in the column, even below 0.</source>
        <translation>Fin de manche : −1 par autre carte de la colonne, même en dessous de 0.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="230"/>
        <source>Complete (cards may still be added).</source>
        <translation>Complète (on peut encore ajouter des cartes).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="250"/>
        <source>column {number}</source>
        <translation>colonne {number}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="256"/>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="274"/>
        <source>Keep the objectives</source>
        <translation>Garder les objectifs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="257"/>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="280"/>
        <source>Slip nothing</source>
        <translation>Ne rien glisser</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="264"/>
        <source>Play the {card} under {objective}</source>
        <translation>Jouer {card} sous {objective}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="269"/>
        <source>Swap {objective} with {other}</source>
        <translation>Échanger {objective} avec {other}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="276"/>
        <source>Slip the {card} under the Disguise</source>
        <translation>Glisser {card} sous le Déguisement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="287"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="291"/>
        <source>{name} — your Traitor: swap two objectives?</source>
        <translation>{name} — votre Traître : échanger deux objectifs ?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="294"/>
        <source>{name} — your Disguise: slip a card under it?</source>
        <translation>{name} — votre Déguisement : glisser une carte dessous ?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="298"/>
        <source>{name} — play a card under an objective</source>
        <translation>{name} — jouez une carte sous un objectif</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="305"/>
        <source>Hand {n}</source>
        <translation>Main {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="310"/>
        <source>Pile {n}</source>
        <translation>Pioche {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="315"/>
        <source>Score: {n}</source>
        <translation>Score : {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="322"/>
        <source>Hand: {n} · pile: {m}</source>
        <translation>Main : {n} · pioche : {m}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="326"/>
        <source>Objectives won: {n}</source>
        <translation>Objectifs gagnés : {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="343"/>
        <source>{name}&apos;s {card}</source>
        <translation>{card} appartenant à {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="368"/>
        <source>Round {round} begins; {name} plays first.</source>
        <translation>La manche {round} commence ; {name} joue en premier.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="373"/>
        <source>{name} plays the {card} face down under {objective}.</source>
        <translation>{name} joue {card} face cachée sous {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="376"/>
        <source>{name} plays a card face down under {objective}.</source>
        <translation>{name} joue une carte face cachée sous {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="381"/>
        <source>The Explorer turns up {name}&apos;s {card} under {objective}.</source>
        <translation>Sous {objective}, l&apos;Explorateur retourne une carte jouée par {name}&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="384"/>
        <source>{name}&apos;s {card} is turned up under {objective}.</source>
        <translation>Sous {objective}, une carte jouée par {name} est retournée&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="388"/>
        <source>{name}&apos;s Explorer sails from {origin} to {objective}.</source>
        <translation>L&apos;Explorateur joué par {name} quitte {origin} pour {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="397"/>
        <source>{killer}&apos;s Assassin removes {name}&apos;s {card} under {objective}.</source>
        <translation>Sous {objective}, l&apos;Assassin joué par {killer} retire une carte jouée par {name}&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="406"/>
        <source>{name}&apos;s Storm closes the column of {objective}.</source>
        <translation>La Tempête jouée par {name} ferme la colonne {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="410"/>
        <source>{name}&apos;s Traitor under {objective} may swap two objectives.</source>
        <translation>Le Traître joué par {name} sous {objective} peut échanger deux objectifs.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="416"/>
        <source>{name} swaps the objectives {a} and {b}.</source>
        <translation>{name} échange les objectifs {a} et {b}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="420"/>
        <source>{name} swaps the objectives of columns {a} and {b}.</source>
        <translation>{name} échange les objectifs des colonnes {a} et {b}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="428"/>
        <source>{name} keeps the objectives.</source>
        <translation>{name} garde les objectifs.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="433"/>
        <source>{name} slips the {card} under the Disguise.</source>
        <translation>{name} glisse {card} sous le Déguisement.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="436"/>
        <source>{name} slips a card under the Disguise.</source>
        <translation>{name} glisse une carte sous le Déguisement.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="440"/>
        <source>{name} slips nothing under the Disguise.</source>
        <translation>{name} ne glisse rien sous le Déguisement.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="446"/>
        <source>{name} draws {cards}.</source>
        <translation>{name} pioche {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="451"/>
        <source>{name} draws a card.</source>
        <translation>{name} pioche une carte.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="452"/>
        <source>{name} draws {n} cards.</source>
        <translation>{name} pioche {n} cartes.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="456"/>
        <source>{name} has no card left and is skipped.</source>
        <translation>{name} n&apos;a plus de carte et passe son tour.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="460"/>
        <source>Round {round} ends: every card is turned up.</source>
        <translation>La manche {round} s&apos;achève : toutes les cartes sont retournées.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="466"/>
        <source>Under {objective}: {cards}, which counts without its abilities.</source>
        <translation>Sous {objective}&#xa0;: {cards}, qui compte sans ses capacités.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="470"/>
        <source>Under {objective}: {cards}, which count without their abilities.</source>
        <translation>Sous {objective} : {cards}, qui comptent sans leurs capacités.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="475"/>
        <source>Musketeers under {objective}: only printed values count.</source>
        <translation>Mousquetaires sous {objective} : seules les valeurs imprimées comptent.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="486"/>
        <source>{name}&apos;s {card} {value}</source>
        <translation>{card} ({name}) {value}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="491"/>
        <source>The Dragon under {objective} takes 2 from the others: {values}.</source>
        <translation>Le Dragon sous {objective} ôte 2 aux autres : {values}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="494"/>
        <source>Values under {objective}: {values}.</source>
        <translation>Valeurs sous {objective} : {values}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="498"/>
        <source>The {reason} under {objective} removes {cards}.</source>
        <translation>{reason} sous {objective} retire {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="505"/>
        <source>The Witches under {objective} cancel each other out.</source>
        <translation>Les Sorcières sous {objective} s&apos;annulent.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="508"/>
        <source>The Magicians under {objective} cancel each other out.</source>
        <translation>Les Magiciens sous {objective} s&apos;annulent.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="512"/>
        <source>{name}&apos;s Prince and Squire take {objective}.</source>
        <translation>Le Prince et l&apos;Écuyer joués par {name} prennent {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="516"/>
        <source>The Beggar under {objective}: the lowest total wins.</source>
        <translation>Le Mendiant sous {objective} : le plus faible total l&apos;emporte.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="529"/>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="549"/>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="535"/>
        <source>{name} wins {objective} ({totals}).</source>
        <translation>{name} gagne {objective} ({totals}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="538"/>
        <source>{name} wins {objective}.</source>
        <translation>{name} gagne {objective}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="542"/>
        <source>No card is left under {objective}: nobody wins it.</source>
        <translation>Plus aucune carte sous {objective} : personne ne le gagne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="555"/>
        <source>The game is over: {name} wins ({scores}).</source>
        <translation>La partie est terminée : {name} gagne ({scores}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="558"/>
        <source>The game is over: {names} share the win ({scores}).</source>
        <translation>La partie est terminée : {names} se partagent la victoire ({scores}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="569"/>
        <source>Musketeers: printed values only</source>
        <translation>Mousquetaires : valeurs imprimées seules</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="572"/>
        <source>The Witch removes cards</source>
        <translation>La Sorcière retire des cartes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="573"/>
        <source>The Magician removes cards</source>
        <translation>Le Magicien retire des cartes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="575"/>
        <source>They cancel each other out</source>
        <translation>Ils s&apos;annulent</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="577"/>
        <source>Prince and Squire!</source>
        <translation>Prince et Écuyer !</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="579"/>
        <source>The Dragon: −2 to the others</source>
        <translation>Le Dragon : −2 aux autres</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="581"/>
        <source>The Beggar: lowest total wins</source>
        <translation>Le Mendiant : le plus faible l&apos;emporte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/texts.py" line="583"/>
        <source>No card left: nobody wins</source>
        <translation>Plus de carte : personne ne gagne</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/score.py" line="19"/>
        <source>No objective won</source>
        <translation>Aucun objectif gagné</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/score.py" line="21"/>
        <source>Objectives: {list}</source>
        <translation>Objectifs&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/score.py" line="26"/>
        <source>All six domains: twice the best of each, minus one per other objective: {score} (the sum of the values would be {plain})</source>
        <translation>Les six domaines&#xa0;: le double du meilleur de chacun, moins un par autre objectif&#xa0;: {score} (la somme des valeurs ferait {plain})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/score.py" line="34"/>
        <source>The sum of their values: {score}</source>
        <translation>La somme de leurs valeurs&#xa0;: {score}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cape_epee/hint.py" line="16"/>
        <source>wins an objective</source>
        <translation>remporte un objectif</translation>
    </message>
</context>
<context>
    <name>Cappella</name>
    <message>
        <location filename="../capboard/ui/games/cappella/box.py" line="11"/>
        <source>Cappella</source>
        <translation>Cappella</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/box.py" line="16"/>
        <source>Lay paths across a honeycomb of wood, stone and gold, then trade them in to raise chapels, churches and cathedrals.</source>
        <translation>Posez vos chemins à travers un nid d&apos;abeilles de bois, de pierre et d&apos;or, puis reprenez-les pour élever chapelles, églises et cathédrales.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="29"/>
        <source>wood</source>
        <translation>bois</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="30"/>
        <source>stone</source>
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="31"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="32"/>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="33"/>
        <source>town</source>
        <translation>ville</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="34"/>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="42"/>
        <source>Chapel</source>
        <translation>Chapelle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="43"/>
        <source>Church</source>
        <translation>Église</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="44"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="52"/>
        <source>1 point</source>
        <translation>1 point</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="53"/>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="58"/>
        <source>Take a path
from the reserve</source>
        <translation>Prendre un chemin
dans la réserve</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="63"/>
        <source>{cell}: {token}</source>
        <translation>{cell}&#xa0;: {token}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="75"/>
        <source>Lay a path {side}</source>
        <translation>Poser un chemin {side}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="79"/>
        <source>Take a path from the reserve</source>
        <translation>Prendre un chemin dans la réserve</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="82"/>
        <source>Build a chapel</source>
        <translation>Bâtir une chapelle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="83"/>
        <source>Build a church</source>
        <translation>Bâtir une église</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="84"/>
        <source>Build a cathedral</source>
        <translation>Bâtir une cathédrale</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="90"/>
        <source>Pay wood with the path {side}</source>
        <translation>Payer le bois avec le chemin {side}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="91"/>
        <source>Pay stone with the path {side}</source>
        <translation>Payer la pierre avec le chemin {side}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="92"/>
        <source>Pay gold with the path {side}</source>
        <translation>Payer l&apos;or avec le chemin {side}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="99"/>
        <source>Place the chapel on {cell}</source>
        <translation>Poser la chapelle sur {cell}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="100"/>
        <source>Place the church on {cell}</source>
        <translation>Poser l&apos;église sur {cell}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="101"/>
        <source>Place the cathedral on {cell}</source>
        <translation>Poser la cathédrale sur {cell}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="103"/>
        <source>Place the building on {cell}</source>
        <translation>Poser le bâtiment sur {cell}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="110"/>
        <location filename="../capboard/ui/games/cappella/texts.py" line="219"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="119"/>
        <source>{name} lays a path {side}.</source>
        <translation>{name} pose un chemin {side}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="125"/>
        <source>{name} takes a path from the reserve into the stock.</source>
        <translation>{name} prend un chemin dans sa réserve et le met dans son stock.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="130"/>
        <source>{name} starts building a chapel.</source>
        <translation>{name} commence à bâtir une chapelle.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="131"/>
        <source>{name} starts building a church.</source>
        <translation>{name} commence à bâtir une église.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="132"/>
        <source>{name} starts building a cathedral.</source>
        <translation>{name} commence à bâtir une cathédrale.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="139"/>
        <source>{name} pays wood with the path {side}.</source>
        <translation>{name} paie le bois avec le chemin {side}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="142"/>
        <source>{name} pays stone with the path {side}.</source>
        <translation>{name} paie la pierre avec le chemin {side}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="145"/>
        <source>{name} pays gold with the path {side}.</source>
        <translation>{name} paie l&apos;or avec le chemin {side}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="154"/>
        <source>{name} places a chapel on {cell}.</source>
        <translation>{name} pose une chapelle sur {cell}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="155"/>
        <source>{name} places a church on {cell}.</source>
        <translation>{name} pose une église sur {cell}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="156"/>
        <source>{name} places a cathedral on {cell}.</source>
        <translation>{name} pose une cathédrale sur {cell}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="165"/>
        <source>{name} has placed their fourth building: the game is over.</source>
        <translation>{name} a posé son quatrième bâtiment&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="169"/>
        <source>The deal leaves no green token on the border for {name}&apos;s first path: the game is over before it begins.</source>
        <translation>La donne ne laisse à {name} aucun jeton vert en bordure d&apos;où partir : la partie est finie avant d&apos;avoir commencé.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="175"/>
        <source>{name} can neither lay a path nor build: the game is over.</source>
        <translation>{name} ne peut ni poser de chemin ni bâtir&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="178"/>
        <location filename="../capboard/ui/games/cappella/texts.py" line="225"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="185"/>
        <source>Town bonus: {name} moves 1 path from the reserve to the stock.</source>
        <translation>Prime de ville&#xa0;: {name} fait passer 1 chemin de sa réserve à son stock.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="189"/>
        <source>Town bonus: {name} moves {count} paths from the reserve to the stock.</source>
        <translation>Prime de ville&#xa0;: {name} fait passer {count} chemins de sa réserve à son stock.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="193"/>
        <source>Village bonus: {name} moves 1 path from the reserve to the stock.</source>
        <translation>Prime de village&#xa0;: {name} fait passer 1 chemin de sa réserve à son stock.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="197"/>
        <source>Village bonus: {name} moves {count} paths from the reserve to the stock.</source>
        <translation>Prime de village&#xa0;: {name} fait passer {count} chemins de sa réserve à son stock.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="207"/>
        <source>{name}: {count}</source>
        <translation>{name}&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="214"/>
        <source>No path was on {cell}.</source>
        <translation>Aucun chemin ne touchait {cell}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="217"/>
        <source>The paths on {cell} go back to their reserves ({paths}).</source>
        <translation>Les chemins qui touchaient {cell} retournent dans les réserves ({paths}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="232"/>
        <source>{name} — choose where the chapel stands</source>
        <translation>{name} — choisissez où dresser la chapelle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="235"/>
        <source>{name} — choose where the church stands</source>
        <translation>{name} — choisissez où dresser l&apos;église</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="238"/>
        <source>{name} — choose where the cathedral stands</source>
        <translation>{name} — choisissez où dresser la cathédrale</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="245"/>
        <source>{name} — pay wood with one of your paths</source>
        <translation>{name} — payez le bois avec l&apos;un de vos chemins</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="248"/>
        <source>{name} — pay stone with one of your paths</source>
        <translation>{name} — payez la pierre avec l&apos;un de vos chemins</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="251"/>
        <source>{name} — pay gold with one of your paths</source>
        <translation>{name} — payez l&apos;or avec l&apos;un de vos chemins</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="256"/>
        <source>{name} — pay with your paths: {materials} still due</source>
        <translation>{name} — payez avec vos chemins&#xa0;: il reste {materials}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="261"/>
        <source>{name} — lay your first path from a wood token on the border</source>
        <translation>{name} — posez votre premier chemin à partir d&apos;un bois en bordure</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="265"/>
        <source>{name} — take a path from your reserve or build</source>
        <translation>{name} — prenez un chemin dans votre réserve, ou bâtissez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="268"/>
        <source>{name} — lay a path or build</source>
        <translation>{name} — posez un chemin ou bâtissez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="278"/>
        <source>Paths in stock: {n}</source>
        <translation>Chemins en stock&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="279"/>
        <source>Paths in reserve: {n}</source>
        <translation>Chemins en réserve&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="282"/>
        <source>Paths on the board: {n}</source>
        <translation>Chemins sur le plateau&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="285"/>
        <source>Buildings left: {n}</source>
        <translation>Bâtiments restants&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="288"/>
        <source>Score: {n}</source>
        <translation>Points&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/texts.py" line="292"/>
        <source>{building}: {materials} still due</source>
        <translation>{building}&#xa0;: {materials} à payer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/score.py" line="30"/>
        <source>{building} × {count}: {points}</source>
        <translation>{building} × {count}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/score.py" line="40"/>
        <source>Next to water: +{points}</source>
        <translation>Au bord de l&apos;eau&#xa0;: +{points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/score.py" line="42"/>
        <source>No building</source>
        <translation>Aucun bâtiment</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/hint.py" line="19"/>
        <source>starts a building</source>
        <translation>commence à bâtir</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/board_words.py" line="26"/>
        <source>paths {sides}</source>
        <translation>chemins {sides}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/board_words.py" line="33"/>
        <source>{building} on {cell}</source>
        <translation>{building} sur {cell}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/cappella/board_words.py" line="39"/>
        <source>{name}: {facts}.</source>
        <translation>{name}&#xa0;: {facts}.</translation>
    </message>
</context>
<context>
    <name>Catan</name>
    <message>
        <location filename="../capboard/ui/games/catan/box.py" line="11"/>
        <source>Catan</source>
        <translation>Catan</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/box.py" line="16"/>
        <source>Settle the island: build roads, settlements and cities where the dice bring resources, trade with the bank and the other players, and be the first to 10 victory points.</source>
        <translation>Colonisez l&apos;île&#xa0;: construisez routes, colonies et villes là où les dés apportent des ressources, commercez avec la banque et les autres joueurs, et soyez le premier à 10 points de victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="38"/>
        <source>Brick</source>
        <translation>Argile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="39"/>
        <source>Lumber</source>
        <translation>Bois</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="40"/>
        <source>Wool</source>
        <translation>Laine</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="41"/>
        <source>Grain</source>
        <translation>Céréales</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="42"/>
        <source>Ore</source>
        <translation>Minerai</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="51"/>
        <source>1 brick</source>
        <translation>1 argile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="52"/>
        <source>1 lumber</source>
        <translation>1 bois</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="53"/>
        <source>1 wool</source>
        <translation>1 laine</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="54"/>
        <source>1 grain</source>
        <translation>1 céréale</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="55"/>
        <source>1 ore</source>
        <translation>1 minerai</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="59"/>
        <source>{n} brick</source>
        <translation>{n} argiles</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="60"/>
        <source>{n} lumber</source>
        <translation>{n} bois</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="61"/>
        <source>{n} wool</source>
        <translation>{n} laines</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="62"/>
        <source>{n} grain</source>
        <translation>{n} céréales</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="63"/>
        <source>{n} ore</source>
        <translation>{n} minerais</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="33"/>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="34"/>
        <source>Pasture</source>
        <translation>Pré</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="35"/>
        <source>Fields</source>
        <translation>Champs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="36"/>
        <source>Hills</source>
        <translation>Colline</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="37"/>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="38"/>
        <source>Desert</source>
        <translation>Désert</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="39"/>
        <source>Gold field</source>
        <translation>Champ aurifère</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="40"/>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="41"/>
        <source>Fog</source>
        <translation>Brouillard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="104"/>
        <source>Knight</source>
        <translation>Chevalier</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="105"/>
        <source>Road Building</source>
        <translation>Construction de routes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="106"/>
        <source>Year of Plenty</source>
        <translation>Invention</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="107"/>
        <source>Monopoly</source>
        <translation>Monopole</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="108"/>
        <source>Victory Point</source>
        <translation>Point de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="116"/>
        <source>Move the robber and steal a card from a player next to it.</source>
        <translation>Déplacez le voleur et volez une carte à un joueur installé autour de son hexagone.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="119"/>
        <source>Build two roads for free (with Seafarers: roads or ships, in any mix).</source>
        <translation>Construisez deux routes gratuitement (avec Les Navigateurs : routes ou bateaux, au choix).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="122"/>
        <source>Take any two resource cards from the bank.</source>
        <translation>Prenez à la banque deux cartes ressource de votre choix.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="125"/>
        <source>Name a resource: every other player gives you all of theirs.</source>
        <translation>Nommez une ressource&#xa0;: chaque autre joueur vous donne toutes les siennes.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="128"/>
        <source>One victory point, kept hidden until you win.</source>
        <translation>Un point de victoire, gardé secret jusqu&apos;à votre victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="49"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="50"/>
        <source>north-east</source>
        <translation>nord-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="51"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="52"/>
        <source>south-east</source>
        <translation>sud-est</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="53"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="54"/>
        <source>south-west</source>
        <translation>sud-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="55"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="56"/>
        <source>north-west</source>
        <translation>nord-ouest</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="64"/>
        <source>3:1 harbour</source>
        <translation>port 3:1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="65"/>
        <source>2:1 {resource} harbour</source>
        <translation>port 2:1 {resource}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="73"/>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="90"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="96"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="97"/>
        <source>{n} cards</source>
        <translation>{n} cartes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="86"/>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="321"/>
        <source>{terrain} {number}</source>
        <translation>{terrain} {number}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="119"/>
        <source>{terrain} {side} of {tile}</source>
        <translation>{terrain} ({side} de {tile})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="148"/>
        <source>between {a}, {b} and {c}</source>
        <translation>entre {a}, {b} et {c}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="152"/>
        <source>between {a} and {b}, on the coast</source>
        <translation>entre {a} et {b}, sur la côte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="157"/>
        <source>at the {side} corner of {tile}</source>
        <translation>au coin {side} de {tile}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="164"/>
        <source>{place} (by a {harbour})</source>
        <translation>{place} (près d&apos;un {harbour})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="178"/>
        <source>between {a} and {b}</source>
        <translation>entre {a} et {b}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="183"/>
        <source>on the {side} coast of {tile}</source>
        <translation>sur la côte {side} de {tile}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_island.py" line="190"/>
        <source>on the {side} side of {tile}</source>
        <translation>sur le côté {side} de {tile}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="19"/>
        <source>Catan — base game</source>
        <translation>Catan — jeu de base</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="20"/>
        <source>Heading for New Shores</source>
        <translation>Vers de nouveaux rivages</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="21"/>
        <source>The Four Islands</source>
        <translation>Les quatre îles</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="22"/>
        <source>The Fog Islands</source>
        <translation>Les îles du brouillard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="23"/>
        <source>Through the Desert</source>
        <translation>À travers le désert</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="24"/>
        <source>The Forgotten Tribe</source>
        <translation>La Tribu oubliée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="25"/>
        <source>Cloth for Catan</source>
        <translation>Du tissu pour Catane</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="26"/>
        <source>The Wonders of Catan</source>
        <translation>Les Merveilles de Catane</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="27"/>
        <source>The Pirate Islands</source>
        <translation>Les îles pirates</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="28"/>
        <source>The New World</source>
        <translation>Le nouveau monde</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="36"/>
        <source>The classic island of 19 hexes, laid out anew every game.</source>
        <translation>L&apos;île classique de 19 hexagones, disposée autrement à chaque partie.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="39"/>
        <source>Settle the main island, then sail to the small islands: a first settlement on each earns extra points.</source>
        <translation>Colonisez l&apos;île principale, puis naviguez vers les petites îles&#xa0;: la première colonie sur chacune rapporte des points en plus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="44"/>
        <source>Four islands: start on one or two of them, then sail to the others for extra points.</source>
        <translation>Quatre îles&#xa0;: commencez sur une ou deux d&apos;entre elles, puis naviguez vers les autres pour des points en plus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="48"/>
        <source>Sail into the fog: each hex reached is turned up, and land found pays a resource.</source>
        <translation>Naviguez dans le brouillard&#xa0;: chaque hexagone atteint est révélé, et la terre découverte rapporte une ressource.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="52"/>
        <source>A desert belt cuts the island: cross it, or sail round it, to settle the land beyond for extra points.</source>
        <translation>Une bande de désert coupe l&apos;île&#xa0;: traversez-la, ou contournez-la par la mer, pour coloniser les terres au-delà et gagner des points en plus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="57"/>
        <source>Sail along the tribe&apos;s islands: a ship built on a marked coast takes its gift, a victory point, a development card or a harbour.</source>
        <translation>Longez les îles de la tribu&#xa0;: un bateau construit sur une côte marquée y prend son cadeau, un point de victoire, une carte Développement ou un port.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="62"/>
        <source>Sail to the tribe&apos;s villages and trade for their cloth: every two bolts of cloth are a victory point.</source>
        <translation>Naviguez jusqu&apos;aux villages de la tribu et échangez leur tissu&#xa0;: deux pièces de tissu valent un point de victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="67"/>
        <source>Meet a wonder&apos;s condition to begin it, then build its four levels: the last level wins, and 10 points win only with the most levels.</source>
        <translation>Remplissez la condition d&apos;une merveille pour la commencer, puis bâtissez ses quatre niveaux&#xa0;: le dernier niveau gagne, et 10 points ne gagnent qu&apos;avec le plus de niveaux.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="72"/>
        <source>Sail your lane to your pirate fortress, arm warships against the pirate fleet, and take the fortress: 10 points win only with it.</source>
        <translation>Naviguez sur votre route jusqu&apos;à votre forteresse pirate, armez des navires de guerre contre la flotte pirate et prenez la forteresse&#xa0;: 10 points ne gagnent qu&apos;avec elle.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="77"/>
        <source>A new map of islands every game: a first settlement on each island away from home earns extra points.</source>
        <translation>Une nouvelle carte d&apos;îles à chaque partie&#xa0;: la première colonie sur chaque île loin de chez soi rapporte des points en plus.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="88"/>
        <source>First to {n} victory points</source>
        <translation>Objectif&#xa0;: {n} points de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_scenarios.py" line="93"/>
        <source>{scenario} — {n} points</source>
        <translation>{scenario} — {n} points</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="56"/>
        <source>Settlement {place}</source>
        <translation>Colonie {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="61"/>
        <source>Free road {place}</source>
        <translation>Route gratuite {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="64"/>
        <source>Road {place}</source>
        <translation>Route {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="68"/>
        <source>City {place}</source>
        <translation>Ville {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="73"/>
        <source>Free ship {place}</source>
        <translation>Bateau gratuit {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="76"/>
        <source>Ship {place}</source>
        <translation>Bateau {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="81"/>
        <source>Place the {harbour} {place}</source>
        <translation>Placer le {harbour} {place}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="86"/>
        <source>Move the ship {source} to the spot {target}</source>
        <translation>Déplacer le bateau {source} vers l&apos;emplacement {target}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="90"/>
        <source>Move the pirate to {tile}</source>
        <translation>Déplacer le pirate sur {tile}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="94"/>
        <source>Take {cards} for the gold field</source>
        <translation>Prendre {cards} pour le champ aurifère</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="98"/>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="100"/>
        <source>Move the robber to {tile}</source>
        <translation>Déplacer le voleur sur {tile}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="105"/>
        <source>Rob {name} ({cards})</source>
        <translation>Voler {name} ({cards})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="109"/>
        <source>Take a bolt of cloth from {name} ({n})</source>
        <translation>Prendre une pièce de tissu à {name} ({n})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="113"/>
        <source>Discard {cards}</source>
        <translation>Défausser {cards}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="117"/>
        <source>Buy a development card</source>
        <translation>Acheter une carte Développement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="125"/>
        <source>Play a Knight</source>
        <translation>Jouer un Chevalier</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="127"/>
        <source>Play Road Building</source>
        <translation>Jouer Construction de routes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="132"/>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="194"/>
        <source>{a} and {b}</source>
        <translation>{a} et {b}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="135"/>
        <source>Play Year of Plenty: take {cards}</source>
        <translation>Jouer Invention&#xa0;: prendre {cards}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="139"/>
        <source>Play Monopoly: {resource}</source>
        <translation>Jouer Monopole&#xa0;: {resource}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="144"/>
        <source>Trade {give} to the bank for {get}</source>
        <translation>Échanger {give} avec la banque contre {get}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="152"/>
        <source>Accept {name}&apos;s offer</source>
        <translation>Accepter l&apos;offre faite par {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="153"/>
        <source>Decline {name}&apos;s offer</source>
        <translation>Refuser l&apos;offre faite par {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="155"/>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="226"/>
        <source>Trade with {name}</source>
        <translation>Échanger avec {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="159"/>
        <source>Withdraw the offer</source>
        <translation>Retirer l&apos;offre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="161"/>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="168"/>
        <source>Offer {give} for {get} to {name}</source>
        <translation>Proposer {give} contre {get} à {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_actions.py" line="171"/>
        <source>Offer {give} for {get} to everyone</source>
        <translation>Proposer {give} contre {get} à tous</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="28"/>
        <source>The game is over: {name} wins.</source>
        <translation>La partie est finie&#xa0;: {name} gagne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="31"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="33"/>
        <source>{name} — place a settlement on a free corner (set-up)</source>
        <translation>{name} — placez une colonie sur une intersection libre (mise en place)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="38"/>
        <source>{name} — place a road or a ship next to your new settlement</source>
        <translation>{name} — placez une route ou un bateau contre votre nouvelle colonie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="41"/>
        <source>{name} — place a road next to your new settlement</source>
        <translation>{name} — placez une route contre votre nouvelle colonie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="45"/>
        <source>{name} — roll the dice (a Knight may be played first)</source>
        <translation>{name} — lancez les dés (un Chevalier peut être joué avant)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="52"/>
        <source>{name} — a 7: choose {n} cards to discard</source>
        <translation>{name} — un 7&#xa0;: choisissez {n} cartes à défausser</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="55"/>
        <source>A 7: {names} must discard half of their cards</source>
        <translation>Un 7&#xa0;: défausse de la moitié des cartes pour {names}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="60"/>
        <source>{name} — move the robber to a land hex or the pirate to a sea hex</source>
        <translation>{name} — déplacez le voleur sur un hexagone de terre ou le pirate sur un hexagone de mer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="63"/>
        <source>{name} — move the robber to another hex</source>
        <translation>{name} — déplacez le voleur sur un autre hexagone</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="71"/>
        <source>{name} — gold: choose 1 resource card</source>
        <translation>{name} — champ aurifère&#xa0;: choisissez 1 carte ressource</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="74"/>
        <source>{name} — gold: choose {n} resource cards</source>
        <translation>{name} — champ aurifère&#xa0;: choisissez {n} cartes ressource</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="77"/>
        <source>Gold: {names} choose their resource cards</source>
        <translation>Champ aurifère&#xa0;: choix des cartes ressource pour {names}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="81"/>
        <source>{name} — choose whom to rob</source>
        <translation>{name} — choisissez qui voler</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="83"/>
        <source>{name} — place the tribe&apos;s harbour on a coast next to your buildings</source>
        <translation>{name} — placez le port de la tribu sur une côte voisine de vos bâtiments</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="87"/>
        <source>{name} — build, trade, play a card or end the turn</source>
        <translation>{name} — construisez, commercez, jouez une carte ou finissez le tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="94"/>
        <source>{name} — place 1 free road or ship</source>
        <translation>{name} — placez 1 route ou 1 bateau gratuit</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="97"/>
        <source>{name} — place {n} free roads or ships</source>
        <translation>{name} — placez {n} routes ou bateaux gratuits</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="101"/>
        <source>{name} — place 1 free road</source>
        <translation>{name} — placez 1 route gratuite</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="104"/>
        <source>{name} — place {n} free roads</source>
        <translation>{name} — placez {n} routes gratuites</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="109"/>
        <source>{names} — answer {name}&apos;s offer</source>
        <translation>{names} — répondez à l&apos;offre faite par {name}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="114"/>
        <source>{name} — choose whom to trade with, or withdraw the offer</source>
        <translation>{name} — choisissez avec qui échanger, ou retirez l&apos;offre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="136"/>
        <source>Victory points: {n} of {target} ({hidden} hidden)</source>
        <translation>Points de victoire&#xa0;: {n} sur {target} (dont {hidden} cachés)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="139"/>
        <source>Victory points: {n} of {target}</source>
        <translation>Points de victoire&#xa0;: {n} sur {target}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="143"/>
        <source>Victory points: {n} ({hidden} hidden)</source>
        <translation>Points de victoire&#xa0;: {n} (dont {hidden} cachés)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="146"/>
        <source>Victory points: {n}</source>
        <translation>Points de victoire&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="153"/>
        <source>Resource cards: {n} · development cards: {d}</source>
        <translation>Cartes ressource&#xa0;: {n} · cartes Développement&#xa0;: {d}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="159"/>
        <source>Knights played: {k} · longest road: {r}</source>
        <translation>Chevaliers joués&#xa0;: {k} · plus longue route&#xa0;: {r}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="167"/>
        <source>Island bonuses: {n} ({points} points)</source>
        <translation>Bonus d&apos;île&#xa0;: {n} ({points} points)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="186"/>
        <source>Your hand: {cards}</source>
        <translation>Votre main&#xa0;: {cards}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="195"/>
        <source>Longest Road</source>
        <translation>Route la plus longue</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="200"/>
        <source>Largest Army</source>
        <translation>Armée la plus puissante</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="24"/>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="25"/>
        <source>Settlement</source>
        <translation>Colonie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="26"/>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="27"/>
        <source>Ship</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="28"/>
        <source>Move ship</source>
        <translation>Dépl. bateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="29"/>
        <source>Dev. card</source>
        <translation>Carte dév.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="30"/>
        <source>Trade…</source>
        <translation>Commerce…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="31"/>
        <source>End turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="39"/>
        <source>Build a road: shows where one may go (1 brick, 1 lumber)</source>
        <translation>Construire une route&#xa0;: montre où elle peut aller (1 argile, 1 bois)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="42"/>
        <source>Build a settlement: shows where one may go (1 brick, 1 lumber, 1 wool, 1 grain)</source>
        <translation>Construire une colonie&#xa0;: montre où elle peut aller (1 argile, 1 bois, 1 laine, 1 céréale)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="46"/>
        <source>Upgrade a settlement to a city: shows which (2 grain, 3 ore)</source>
        <translation>Transformer une colonie en ville&#xa0;: montre lesquelles (2 céréales, 3 minerais)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="49"/>
        <source>Build a ship: shows where one may go (1 lumber, 1 wool)</source>
        <translation>Construire un bateau&#xa0;: montre où il peut aller (1 bois, 1 laine)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="52"/>
        <source>Move a ship at the open end of a line: click the ship, then its new place (once a turn)</source>
        <translation>Déplacer un bateau au bout ouvert d&apos;une ligne&#xa0;: cliquez sur le bateau, puis sur sa nouvelle place (une fois par tour)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="57"/>
        <source>Buy a development card (1 wool, 1 grain, 1 ore)</source>
        <translation>Acheter une carte Développement (1 laine, 1 céréale, 1 minerai)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="60"/>
        <source>Trade with the bank or the harbours, or offer a trade to the players</source>
        <translation>Commercer avec la banque ou les ports, ou proposer un échange aux joueurs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="63"/>
        <source>End your turn</source>
        <translation>Finir votre tour</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="70"/>
        <source>Click to roll</source>
        <translation>Cliquez pour lancer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="137"/>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts.py" line="142"/>
        <source>Bought this turn: it can be played from next turn.</source>
        <translation>Achetée ce tour-ci&#xa0;: elle pourra être jouée au prochain tour.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="206"/>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_players.py" line="216"/>
        <source>{n}/{target}</source>
        <translation>{n}/{target}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="77"/>
        <source>Island bonus: 1 victory point</source>
        <translation>Bonus d&apos;île&#xa0;: 1 point de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="78"/>
        <source>Island bonus: {n} victory points</source>
        <translation>Bonus d&apos;île&#xa0;: {n} points de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="83"/>
        <source>Place the harbour here</source>
        <translation>Placer le port ici</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="90"/>
        <source>Gift of the tribe: 1 victory point</source>
        <translation>Cadeau de la tribu&#xa0;: 1&#xa0;point de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="92"/>
        <source>Gift of the tribe: a development card</source>
        <translation>Cadeau de la tribu&#xa0;: une carte Développement</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="93"/>
        <source>Gift of the tribe: a {harbour}</source>
        <translation>Cadeau de la tribu&#xa0;: un {harbour}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="109"/>
        <source>Gold field: choose 1 card ({chosen} chosen)</source>
        <translation>Champ aurifère&#xa0;: choisissez 1 carte ({chosen} choisie)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="112"/>
        <source>Gold field: choose {n} cards ({chosen} chosen)</source>
        <translation>Champ aurifère&#xa0;: choisissez {n} cartes ({chosen} choisies)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="100"/>
        <source>The pirate: no ship may be built or moved next to it</source>
        <translation>Le pirate&#xa0;: aucun bateau ne peut être construit ni déplacé à côté de lui</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="119"/>
        <source>Take them</source>
        <translation>Les prendre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="124"/>
        <source>Whom do you rob?</source>
        <translation>Qui volez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="129"/>
        <source>Monopoly: which resource?</source>
        <translation>Monopole&#xa0;: quelle ressource&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="135"/>
        <source>Year of Plenty: choose the first card</source>
        <translation>Invention&#xa0;: choisissez la première carte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="136"/>
        <source>Year of Plenty: {first} and which second card?</source>
        <translation>Invention&#xa0;: {first} et quelle deuxième carte&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="143"/>
        <source>{name} — {cards}</source>
        <translation>{name} — {cards}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="150"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="155"/>
        <source>Discard {n} cards: click your cards ({chosen} chosen)</source>
        <translation>Défaussez {n} cartes&#xa0;: cliquez sur vos cartes ({chosen} choisies)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="162"/>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="167"/>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="177"/>
        <source>{name} offers {other} a trade</source>
        <translation>{name} propose un échange à {other}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="180"/>
        <source>{name} offers a trade to everyone</source>
        <translation>{name} propose un échange à tous</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="187"/>
        <source>gives</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="192"/>
        <source>for</source>
        <translation>contre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="198"/>
        <source>to answer</source>
        <translation>doit répondre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="200"/>
        <source>accepts</source>
        <translation>accepte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="201"/>
        <source>declines</source>
        <translation>refuse</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="206"/>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="211"/>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="216"/>
        <source>You do not have the cards asked for.</source>
        <translation>Vous n&apos;avez pas les cartes demandées.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_table.py" line="221"/>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="86"/>
        <source>{name} {cards}</source>
        <translation>{name} {cards}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="101"/>
        <source>The island is ready; {name} places first.</source>
        <translation>L&apos;île est prête&#xa0;; {name} place en premier.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="105"/>
        <source>{name}&apos;s turn.</source>
        <translation>À {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="109"/>
        <source>{name} rolls {a} and {b}: {total}.</source>
        <translation>{name} lance {a} et {b}&#xa0;: {total}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="113"/>
        <source>Production: {payouts}.</source>
        <translation>Production&#xa0;: {payouts}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="120"/>
        <source>The bank is short of {resource}: {name} takes the last {n}.</source>
        <translation>La banque n&apos;a plus assez de cartes {resource}&#xa0;: {name} prend les {n} dernières.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="123"/>
        <source>The bank is short of {resource}: nobody gets any.</source>
        <translation>La banque n&apos;a plus assez de cartes {resource}&#xa0;: personne n&apos;en reçoit.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="127"/>
        <source>{name} takes their starting resources: {cards}.</source>
        <translation>{name} reçoit ses ressources de départ&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="131"/>
        <source>{name} builds a settlement {place}.</source>
        <translation>{name} construit une colonie {place}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="135"/>
        <source>{name} builds a city {place}.</source>
        <translation>{name} construit une ville {place}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="139"/>
        <source>{name} builds a road {place}.</source>
        <translation>{name} construit une route {place}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="145"/>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="337"/>
        <source>{name} {n}</source>
        <translation>{name} {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="151"/>
        <source>A 7! Cards to discard: {who}.</source>
        <translation>Un 7&#xa0;! Cartes à défausser&#xa0;: {who}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="155"/>
        <source>{name} discards {cards}.</source>
        <translation>{name} défausse {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="159"/>
        <source>{name} moves the robber to {tile}.</source>
        <translation>{name} déplace le voleur sur {tile}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="165"/>
        <source>{name} steals {card} from {victim}.</source>
        <translation>{name} vole {card} à {victim}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="168"/>
        <source>{name} steals a card from {victim}.</source>
        <translation>{name} vole une carte à {victim}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="174"/>
        <source>{name} buys a development card: {card} ({deck} left).</source>
        <translation>{name} achète une carte Développement&#xa0;: {card} (il en reste {deck}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="177"/>
        <source>{name} buys a development card ({deck} left).</source>
        <translation>{name} achète une carte Développement (il en reste {deck}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="183"/>
        <source>{name} plays a Knight and holds the Largest Army.</source>
        <translation>{name} joue un Chevalier et détient l&apos;Armée la plus puissante.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="186"/>
        <source>{name} plays a Knight.</source>
        <translation>{name} joue un Chevalier.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="188"/>
        <source>{name} plays Road Building.</source>
        <translation>{name} joue Construction de routes.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="198"/>
        <source>{name} plays Year of Plenty and takes {cards}.</source>
        <translation>{name} joue Invention et prend {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="204"/>
        <source>{name} plays Monopoly ({resource}) and takes {cards}.</source>
        <translation>{name} joue Monopole ({resource}) et prend {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="212"/>
        <source>{name} trades {give} with the bank for {get}.</source>
        <translation>{name} échange {give} avec la banque contre {get}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="224"/>
        <source>{name} now holds the Longest Road ({n} roads).</source>
        <translation>{name} détient maintenant la Route la plus longue ({n} routes).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="227"/>
        <source>Nobody holds the Longest Road any more.</source>
        <translation>Plus personne ne détient la Route la plus longue.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="231"/>
        <source>{name} wins with {points} victory points ({cards} from cards)!</source>
        <translation>{name} gagne avec {points} points de victoire (dont {cards} de cartes)&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="234"/>
        <source>{name} wins with {points} victory points!</source>
        <translation>{name} gagne avec {points} points de victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="241"/>
        <source>Nobody can reach the target any more: the game is called, and {names} share first place.</source>
        <translation>Plus personne ne peut atteindre l&apos;objectif : la partie est arrêtée, et {names} se partagent la première place.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="246"/>
        <source>Nobody can reach the target any more: the game is called, and {name} wins.</source>
        <translation>Plus personne ne peut atteindre l&apos;objectif : la partie est arrêtée, et {name} gagne.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="252"/>
        <source>{name} offers {give} for {get} to {other}.</source>
        <translation>{name} propose {give} contre {get} à {other}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="260"/>
        <source>{name} offers {give} for {get} to everyone.</source>
        <translation>{name} propose {give} contre {get} à tous.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="265"/>
        <source>{name} accepts the offer.</source>
        <translation>{name} accepte l&apos;offre.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="268"/>
        <source>{name} declines the offer.</source>
        <translation>{name} refuse l&apos;offre.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="270"/>
        <source>{name} trades {give} with {partner} for {get}.</source>
        <translation>{name} échange {give} avec {partner} contre {get}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="279"/>
        <source>{name} withdraws the offer.</source>
        <translation>{name} retire son offre.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="281"/>
        <source>Nobody accepts {name}&apos;s offer.</source>
        <translation>Personne n&apos;accepte l&apos;offre faite par {name}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="300"/>
        <source>{name} builds a ship {place}.</source>
        <translation>{name} construit un bateau {place}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="304"/>
        <source>{name} moves a ship {source} to the spot {target}.</source>
        <translation>{name} déplace un bateau {source} vers l&apos;emplacement {target}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="312"/>
        <source>{name} moves the pirate to {tile}.</source>
        <translation>{name} déplace le pirate sur {tile}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="319"/>
        <source>open sea</source>
        <translation>la haute mer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="328"/>
        <source>{name} discovers {found} in the fog and takes {card}.</source>
        <translation>{name} découvre {found} dans le brouillard et prend {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="331"/>
        <source>{name} discovers {found} in the fog.</source>
        <translation>{name} découvre {found} dans le brouillard.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="343"/>
        <source>Gold! Cards of their choice for: {who}.</source>
        <translation>De l&apos;or&#xa0;! Cartes au choix pour&#xa0;: {who}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="347"/>
        <source>{name} takes {cards} for the gold field.</source>
        <translation>{name} prend {cards} pour le champ aurifère.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="351"/>
        <source>{name} settles a new island {place}: {n} victory points.</source>
        <translation>{name} s&apos;installe sur une nouvelle île {place}&#xa0;: {n} points de victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="366"/>
        <source>The tribe gives {name} a victory point chit.</source>
        <translation>La tribu donne à {name} un jeton point de victoire.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="371"/>
        <source>The tribe gives {name} a development card: {card}.</source>
        <translation>La tribu donne à {name} une carte Développement&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="374"/>
        <source>The tribe gives {name} a development card.</source>
        <translation>La tribu donne à {name} une carte Développement.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="378"/>
        <source>The tribe gives {name} a {harbour}.</source>
        <translation>La tribu donne à {name} un {harbour}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_log.py" line="382"/>
        <source>{name} places a {harbour} {place}.</source>
        <translation>{name} place un {harbour} {place}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="30"/>
        <source>Cloth: {n} (1 victory point)</source>
        <translation>Tissu&#xa0;: {n} (1 point de victoire)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="31"/>
        <source>Cloth: {n} ({points} victory points)</source>
        <translation>Tissu&#xa0;: {n} ({points} points de victoire)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="38"/>
        <source>Village {number}: {cloth} cloth left</source>
        <translation>Village {number} — tissu en réserve&#xa0;: {cloth}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="45"/>
        <source>Nobody trades here yet: reach it with a ship.</source>
        <translation>Personne n&apos;y commerce encore&#xa0;: atteignez-le avec un bateau.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="50"/>
        <source>Trading here: {names}</source>
        <translation>Y commercent&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="58"/>
        <source>{name} — a bolt of cloth (of {n})</source>
        <translation>{name} — une pièce de tissu (sur {n})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="74"/>
        <source>{name} reaches the village {number} and takes a bolt of cloth.</source>
        <translation>{name} atteint le village {number} et prend une pièce de tissu.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="77"/>
        <source>{name} reaches the village {number}, which has no cloth left.</source>
        <translation>{name} atteint le village {number}, qui n&apos;a plus de tissu.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="82"/>
        <source>The village {number} gives a bolt of cloth to {names}.</source>
        <translation>Le village {number} donne une pièce de tissu à {names}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="86"/>
        <source>{name} takes a bolt of cloth from {victim}.</source>
        <translation>{name} prend une pièce de tissu à {victim}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_cloth.py" line="90"/>
        <source>Fewer than four villages still have cloth: the game ends, and {name} wins with {points} victory points!</source>
        <translation>Moins de quatre villages ont encore du tissu&#xa0;: la partie s&apos;arrête, et {name} l&apos;emporte avec {points} points de victoire&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="208"/>
        <source>Everyone</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="275"/>
        <source>You do not have enough of any resource to trade with the bank.</source>
        <translation>Vous n&apos;avez assez d&apos;aucune ressource pour commercer avec la banque.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="281"/>
        <source>Choose what to give and what to take.</source>
        <translation>Choisissez ce que vous donnez et ce que vous prenez.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="285"/>
        <source>{give} for {get}.</source>
        <translation>{give} contre {get}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="297"/>
        <source>No more offers may be made this turn.</source>
        <translation>Plus aucune offre n&apos;est possible ce tour-ci.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="305"/>
        <source>Give 1 to 3 cards and ask for 1 to 3 cards, never the same resource on both sides.</source>
        <translation>Donnez de 1 à 3 cartes et demandez-en de 1 à 3, jamais la même ressource des deux côtés.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="315"/>
        <source>Offers left this turn: {n}</source>
        <translation>Offres restantes ce tour-ci&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="332"/>
        <source>{resource} {ratio}:1 (you have {n})</source>
        <translation>{resource} {ratio}:1 (vous en avez {n})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="341"/>
        <source>Trade</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="343"/>
        <source>Maritime trade (bank and harbours)</source>
        <translation>Commerce maritime (banque et ports)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="345"/>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="346"/>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="347"/>
        <source>Trade with the &amp;bank</source>
        <translation>Échanger avec la &amp;banque</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="348"/>
        <source>Trade with the players</source>
        <translation>Commerce avec les joueurs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="349"/>
        <source>You &amp;give</source>
        <translation>Vous &amp;donnez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="350"/>
        <source>You &amp;ask for</source>
        <translation>Vous d&amp;emandez</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="351"/>
        <source>&amp;To:</source>
        <translation>&amp;À&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="352"/>
        <source>Make the &amp;offer</source>
        <translation>Faire l&apos;&amp;offre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/trade_dialog.py" line="353"/>
        <source>&amp;Clear</source>
        <translation>&amp;Remettre à zéro</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="47"/>
        <source>With the pirate, a 7 or a Knight moves the robber or the pirate.</source>
        <translation>Avec le pirate, un 7 ou un Chevalier déplace le voleur ou le pirate.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="50"/>
        <source>The pirate robs players with a ship next to it, and no ship may be built or moved there.</source>
        <translation>Le pirate vole les joueurs qui ont un bateau à côté de lui, et aucun bateau ne peut y être construit ni déplacé.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="55"/>
        <source>Clear the box to play without it.</source>
        <translation>Décochez la case pour jouer sans lui.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="174"/>
        <source>&amp;Scenario:</source>
        <translation>&amp;Scénario&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="182"/>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="184"/>
        <source>The base game or a Seafarers scenario: its map</source>
        <translation>Le jeu de base ou un scénario des Marins&#xa0;: sa carte</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="186"/>
        <source>Map of the scenario</source>
        <translation>Carte du scénario</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/scenario_chooser.py" line="187"/>
        <source>Pi&amp;rate</source>
        <translation>&amp;Pirate</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="24"/>
        <source>Settlements × {n}: {points}</source>
        <translation>Colonies × {n}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="30"/>
        <source>Cities × {n}: {points}</source>
        <translation>Villes × {n}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="35"/>
        <source>Longest road: 2</source>
        <translation>Route la plus longue&#xa0;: 2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="37"/>
        <source>Largest army: 2</source>
        <translation>Armée la plus puissante&#xa0;: 2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="40"/>
        <source>Island points: {points}</source>
        <translation>Points d&apos;îles&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/score.py" line="44"/>
        <source>Victory point cards: {points}</source>
        <translation>Cartes point de victoire&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/build_choice.py" line="45"/>
        <source>Build a road or a ship</source>
        <translation>Construire une route ou un bateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/build_choice.py" line="47"/>
        <source>Build a ship</source>
        <translation>Construire un bateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/build_choice.py" line="49"/>
        <source>Build a road</source>
        <translation>Construire une route</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/build_choice.py" line="55"/>
        <source>Cancel (Escape)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="17"/>
        <source>builds toward %1 points</source>
        <translation>vous rapproche des %1 points</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="21"/>
        <source>builds your wonder</source>
        <translation>bâtit votre merveille</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="27"/>
        <source>takes the longest road</source>
        <translation>prend la route la plus longue</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="29"/>
        <source>takes the largest army</source>
        <translation>prend l&apos;armée la plus puissante</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="31"/>
        <source>makes your road longer</source>
        <translation>allonge votre route</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="43"/>
        <source>arms a warship</source>
        <translation>arme un navire de guerre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="45"/>
        <source>attacks your pirate fortress</source>
        <translation>attaque votre forteresse pirate</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/hint.py" line="47"/>
        <source>sails your lane toward your fortress</source>
        <translation>avance sur votre route vers votre forteresse</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="29"/>
        <source>Land: {tiles}.</source>
        <translation>Terres&#xa0;: {tiles}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="35"/>
        <source>The robber is on {tile}.</source>
        <translation>Le voleur est sur {tile}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="41"/>
        <source>The pirate is on {tile}.</source>
        <translation>Le pirate est sur {tile}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="47"/>
        <source>The pirate fleet is on {tile}.</source>
        <translation>La flotte pirate est sur {tile}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="55"/>
        <source>Last roll: {a} and {b}, {total}.</source>
        <translation>Dernier lancer&#xa0;: {a} et {b}, {total}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="84"/>
        <source>settlements {places}</source>
        <translation>colonies {places}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="90"/>
        <source>cities {places}</source>
        <translation>villes {places}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="96"/>
        <source>roads: {n}</source>
        <translation>routes&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="98"/>
        <source>ships: {n}</source>
        <translation>bateaux&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/board_words.py" line="100"/>
        <source>{name}: {facts}.</source>
        <translation>{name}&#xa0;: {facts}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="23"/>
        <source>Theater</source>
        <translation>Théâtre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="24"/>
        <source>Great Bridge</source>
        <translation>Grand Pont</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="25"/>
        <source>Monument</source>
        <translation>Monument</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="26"/>
        <source>Great Wall</source>
        <translation>Grande Muraille</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="27"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="35"/>
        <source>Two cities</source>
        <translation>Deux villes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="36"/>
        <source>A settlement at the strait</source>
        <translation>Une colonie au détroit</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="37"/>
        <source>A city on a harbour and a trade route of 5</source>
        <translation>Une ville portuaire et une route de 5</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="40"/>
        <source>A settlement by the desert</source>
        <translation>Une colonie au bord du désert</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="41"/>
        <source>A city and 6 victory points</source>
        <translation>Une ville et 6 points de victoire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="48"/>
        <source>{n} of {max} levels</source>
        <translation>{n} niveaux sur {max}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="55"/>
        <source>To begin it: {condition}</source>
        <translation>Pour la commencer&#xa0;: {condition}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="58"/>
        <source>Each level costs {cost}</source>
        <translation>Chaque niveau coûte {cost}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="61"/>
        <source>Nobody builds it yet.</source>
        <translation>Personne ne la bâtit encore.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="64"/>
        <source>{name} builds it: {levels}.</source>
        <translation>{name} la bâtit&#xa0;: {levels}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="74"/>
        <source>Begin a wonder: {wonder}</source>
        <translation>Commencer une merveille&#xa0;: {wonder}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="80"/>
        <source>Build level {level} of your wonder ({wonder})</source>
        <translation>Bâtir le niveau {level} de votre merveille ({wonder})</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="90"/>
        <source>{name} begins a wonder: {wonder}.</source>
        <translation>{name} commence une merveille&#xa0;: {wonder}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="94"/>
        <source>{name} builds level {level} of their wonder ({wonder}).</source>
        <translation>{name} bâtit le niveau {level} de sa merveille ({wonder}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="98"/>
        <source>{name} completes their wonder ({wonder}) and wins the game!</source>
        <translation>{name} achève sa merveille ({wonder}) et gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="108"/>
        <source>Wonder: {wonder}, {levels}</source>
        <translation>Merveille&#xa0;: {wonder}, {levels}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="126"/>
        <source>Wonder {wonder}: nobody builds it yet; to begin it: {condition}; each level costs {cost}.</source>
        <translation>Merveille {wonder}&#xa0;: personne ne la bâtit encore&#xa0;; pour la commencer&#xa0;: {condition}&#xa0;; chaque niveau coûte {cost}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_wonders.py" line="135"/>
        <source>Wonder {wonder}: {name} builds it, {levels}; to begin it: {condition}; the next level costs {cost}.</source>
        <translation>Merveille {wonder}&#xa0;: {name} la bâtit, {levels}&#xa0;; pour la commencer&#xa0;: {condition}&#xa0;; le niveau suivant coûte {cost}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="36"/>
        <source>Attack your pirate fortress with %n warship(s)</source>
        <translation>Attaquer votre forteresse pirate avec %n navire de guerre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="40"/>
        <source>Play a Knight: a ship becomes a warship</source>
        <translation>Jouer un Chevalier&#xa0;: un bateau devient navire de guerre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="47"/>
        <source>fortress taken</source>
        <translation>forteresse prise</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="48"/>
        <source>fortress: {wins} of {strength} victories</source>
        <translation>forteresse&#xa0;: {wins} victoires sur {strength}</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="58"/>
        <source>The pirate fleet sails {steps} hexes, with strength {strength}.</source>
        <translation>La flotte pirate avance de {steps} cases, avec une force de {strength}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="62"/>
        <source>{name}&apos;s {warships} warships beat the pirate fleet ({strength}): a resource of their choice.</source>
        <translation>{name} bat la flotte pirate avec {warships} navires de guerre ({strength})&#xa0;: une ressource au choix.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="68"/>
        <source>{name}&apos;s {warships} warships hold off the pirate fleet ({strength}).</source>
        <translation>{name} tient tête à la flotte pirate avec {warships} navires de guerre ({strength}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="73"/>
        <source>The pirate fleet ({strength}) beats {name} and takes {cards}.</source>
        <translation>La flotte pirate ({strength}) bat {name} et prend {cards}.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="83"/>
        <source>{name} plays a Knight: a ship becomes a warship ({n} in all).</source>
        <translation>{name} joue un Chevalier&#xa0;: un bateau devient navire de guerre ({n} en tout).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="89"/>
        <source>{name} takes their pirate fortress: it becomes their settlement.</source>
        <translation>{name} prend sa forteresse pirate&#xa0;: elle devient sa colonie.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="93"/>
        <source>Every fortress has fallen: the pirate fleet sails away.</source>
        <translation>Toutes les forteresses sont tombées&#xa0;: la flotte pirate s&apos;en va.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="102"/>
        <source>{name} attacks their fortress with {warships} warships against {defence} and wins ({wins} of {strength}).</source>
        <translation>{name} attaque sa forteresse avec {warships} navires de guerre contre {defence} et gagne ({wins} sur {strength}).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="109"/>
        <source>{name} attacks their fortress with {warships} warships against {defence} and loses %n ship(s).</source>
        <translation>{name} attaque sa forteresse avec {warships} navires de guerre contre {defence} et perd %n bateau.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="120"/>
        <source>The pirate fleet: after every roll it sails as many hexes as the lower die shows, and attacks the settlements and cities beside it with the higher die&apos;s strength.</source>
        <translation>La flotte pirate&#xa0;: après chaque lancer, elle avance d&apos;autant de cases que le plus petit dé et attaque les colonies et villes voisines avec la force du plus grand dé.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="129"/>
        <source>{name}&apos;s pirate fortress: {wins} of {strength} victories to take it.</source>
        <translation>Forteresse pirate ({name})&#xa0;: {wins} victoires sur les {strength} qu&apos;il faut pour la prendre.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/catan/texts_pirates.py" line="138"/>
        <source>Warships: {n}; {fortress}</source>
        <translation>Navires de guerre&#xa0;: {n}&#xa0;; {fortress}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="36"/>
        <source>Technical details</source>
        <translation>Détails techniques</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="61"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="65"/>
        <source>Capboard met an error</source>
        <translation>Capboard a rencontré une erreur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="68"/>
        <source>Something went wrong that Capboard did not expect. Any game in progress is saved: if Capboard stops, it will be offered back at the next start. Please report the error with the details below.</source>
        <translation>Il s&apos;est produit une erreur que Capboard n&apos;attendait pas. Toute partie en cours est enregistrée&#xa0;: si Capboard s&apos;arrête, elle vous sera proposée au prochain démarrage. Merci de signaler l&apos;erreur avec les détails ci-dessous.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="73"/>
        <source>&amp;Copy the details</source>
        <translation>&amp;Copier les détails</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="75"/>
        <source>Puts the technical details on the clipboard, for a bug report</source>
        <translation>Copie les détails techniques dans le presse-papiers, pour signaler l&apos;erreur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="77"/>
        <source>What the program was doing when it failed</source>
        <translation>Ce que faisait le programme au moment de l&apos;erreur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="80"/>
        <source>Close this window</source>
        <translation>Ferme cette fenêtre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="83"/>
        <source>More is in the log file: %1</source>
        <translation>Plus de détails dans le journal&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/crash_dialog.py" line="86"/>
        <source>There is no log file (its folder cannot be written).</source>
        <translation>Il n&apos;y a pas de journal (son dossier n&apos;est pas accessible en écriture).</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../capboard/ui/start_page.py" line="159"/>
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="162"/>
        <source>%1–%2 players</source>
        <translation>%1 à %2 joueurs</translation>
    </message>
    <message numerus="yes">
        <location filename="../capboard/ui/start_page.py" line="166"/>
        <source>about %n minutes</source>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="168"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="169"/>
        <source>Play %1</source>
        <translation>Jouer à %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="171"/>
        <source>Box of %1</source>
        <translation>Boîte de %1</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <location filename="../capboard/ui/games/base.py" line="34"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <location filename="../capboard/ui/handover.py" line="110"/>
        <source>Pass the computer to %1</source>
        <translation>Passez l&apos;ordinateur à %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="113"/>
        <source>The colour and shape of %1 on the board</source>
        <translation>La couleur et la forme sur le plateau (%1)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="116"/>
        <source>The table stays hidden until %1 is ready.</source>
        <translation>La table reste masquée en attendant %1.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="124"/>
        <source>I am %1 — show my table</source>
        <translation>Je suis %1 — afficher ma table</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="126"/>
        <source>What happened since %1 last played:</source>
        <translation>%1, voici ce qui s&apos;est passé depuis votre dernier tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="129"/>
        <source>Shows the table of %1: only they should be looking</source>
        <translation>Montre la table (%1)&#xa0;: seule cette personne doit regarder</translation>
    </message>
    <message>
        <location filename="../capboard/ui/handover.py" line="131"/>
        <source>The moves of the others, oldest first</source>
        <translation>Les coups des autres, du plus ancien au plus récent</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../capboard/ui/games/hint_words.py" line="12"/>
        <source>wins the game</source>
        <translation>gagne la partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/games/hint_words.py" line="17"/>
        <source>scores %n point(s)</source>
        <translation>marque %n point</translation>
    </message>
    <message>
        <location filename="../capboard/ui/hint_view.py" line="61"/>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/hint_view.py" line="109"/>
        <source>A hint is for the person to play, on their turn.</source>
        <translation>Un indice est pour la personne qui joue, à son tour.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/hint_view.py" line="156"/>
        <source>Hint: %1 — %2</source>
        <translation>Indice&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/hint_view.py" line="158"/>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HistoryError</name>
    <message>
        <location filename="../capboard/controller/history.py" line="114"/>
        <source>The finished game is kept and will be counted in the statistics later.</source>
        <translation>La partie terminée est conservée et sera comptée plus tard dans les statistiques.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="119"/>
        <source>The finished game will be counted in the statistics if the history can be written before Capboard is closed.</source>
        <translation>La partie terminée sera comptée dans les statistiques si l&apos;historique peut être écrit avant la fermeture de Capboard.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="129"/>
        <source>The game history was written by a newer Capboard; statistics are unavailable.</source>
        <translation>L&apos;historique des parties a été écrit par une version plus récente de Capboard&#xa0;; les statistiques sont indisponibles.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="134"/>
        <source>The game history is in use by another program; try again once it is closed.</source>
        <translation>L&apos;historique des parties est utilisé par un autre programme&#xa0;; réessayez une fois celui-ci fermé.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="139"/>
        <source>The game history cannot be written: the disk is full.</source>
        <translation>Impossible d&apos;écrire l&apos;historique des parties&#xa0;: le disque est plein.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="143"/>
        <source>The game history cannot be written: its file or folder is read-only.</source>
        <translation>Impossible d&apos;écrire l&apos;historique des parties&#xa0;: son fichier ou son dossier est en lecture seule.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="148"/>
        <source>The game history cannot be opened (check that you may read and write its folder).</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des parties (vérifiez que vous pouvez lire et écrire dans son dossier).</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="153"/>
        <source>The game history cannot be read or written: the disk failed.</source>
        <translation>Impossible de lire ou d&apos;écrire l&apos;historique des parties&#xa0;: erreur du disque.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/history.py" line="156"/>
        <source>The game history file is damaged; statistics are unavailable. The file was left untouched.</source>
        <translation>Le fichier d&apos;historique des parties est endommagé&#xa0;; les statistiques sont indisponibles. Le fichier n&apos;a pas été modifié.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="67"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="68"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="69"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="76"/>
        <source>Plays sensible moves, but often picks a weaker one on purpose.</source>
        <translation>Joue des coups sensés, mais en choisit souvent un moins bon exprès.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="79"/>
        <source>Plays the move that looks best right now, by the game&apos;s own judgement.</source>
        <translation>Joue le coup qui paraît le meilleur sur le moment, selon le jugement propre au jeu.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="82"/>
        <source>Looks further ahead, up to two seconds a move. It never peeks at hidden cards.</source>
        <translation>Voit plus loin, jusqu&apos;à deux secondes par coup. Il ne regarde jamais les cartes cachées.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="94"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="100"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../capboard/ui/log_panel.py" line="264"/>
        <source>%1 took back a move</source>
        <translation>%1 a annulé un coup</translation>
    </message>
    <message>
        <location filename="../capboard/ui/log_panel.py" line="266"/>
        <source>A move was taken back</source>
        <translation>Un coup a été annulé</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../capboard/ui/menus.py" line="153"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="154"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="155"/>
        <source>&amp;Help</source>
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="161"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="162"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="164"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="165"/>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="166"/>
        <source>&amp;Close game</source>
        <translation>&amp;Fermer la partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="167"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="169"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="170"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="171"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="172"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="173"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="174"/>
        <source>F&amp;ull screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="175"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="177"/>
        <source>The move the hard computer player would make</source>
        <translation>Le coup que jouerait l&apos;ordinateur de niveau difficile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="179"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="180"/>
        <source>&amp;About Capboard</source>
        <translation>À &amp;propos de Capboard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/main_window.py" line="306"/>
        <source>%1[*] — Capboard</source>
        <translation>%1[*] — Capboard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/main_window.py" line="308"/>
        <source>Capboard</source>
        <translation>Capboard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="258"/>
        <source>Game over — %1</source>
        <translation>Partie terminée — %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="261"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="266"/>
        <source>%1 plays next</source>
        <translation>%1 joue ensuite</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="278"/>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="279"/>
        <source>%1 are playing…</source>
        <translation>%1 jouent…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="286"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table_sync.py" line="287"/>
        <source>a draw</source>
        <translation>égalité</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="66"/>
        <source>Leave the game?</source>
        <translation>Quitter la partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="67"/>
        <source>The game in progress is not finished. Save it before leaving?</source>
        <translation>La partie en cours n&apos;est pas terminée. L&apos;enregistrer avant de la quitter&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="124"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="143"/>
        <location filename="../capboard/ui/game_files.py" line="159"/>
        <source>This game cannot be opened</source>
        <translation>Impossible d&apos;ouvrir cette partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="190"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="193"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="211"/>
        <source>The game was not saved</source>
        <translation>La partie n&apos;a pas été enregistrée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="224"/>
        <source>Saved to %1</source>
        <translation>Partie enregistrée dans %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/game_files.py" line="233"/>
        <source>Capboard games (*%1)</source>
        <translation>Parties Capboard (*%1)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="65"/>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="41"/>
        <source>The unfinished game cannot be resumed</source>
        <translation>Impossible de reprendre la partie inachevée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menus.py" line="168"/>
        <source>Stat&amp;istics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="53"/>
        <source>The last save of the unfinished game is damaged, but its copy from one move earlier is intact.</source>
        <translation>La dernière sauvegarde de la partie inachevée est endommagée, mais sa copie d&apos;un coup plus tôt est intacte.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="91"/>
        <source>Delete the unfinished game?</source>
        <translation>Supprimer la partie inachevée&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="92"/>
        <source>The unfinished game will be deleted. This cannot be undone.</source>
        <translation>La partie inachevée sera supprimée. Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="103"/>
        <source>The unfinished game was not deleted</source>
        <translation>La partie inachevée n&apos;a pas été supprimée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="114"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="124"/>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/resume.py" line="129"/>
        <source>Resume the unfinished game of %1 with %2, last played on %3?</source>
        <translation>Reprendre la partie inachevée de %1 avec %2, jouée pour la dernière fois le %3&#xa0;?</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menu_windows.py" line="41"/>
        <source>The settings were not saved: %1</source>
        <translation>Les paramètres n&apos;ont pas été enregistrés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menu_windows.py" line="91"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../capboard/ui/menu_windows.py" line="97"/>
        <source>The game history is not available.</source>
        <translation>L&apos;historique des parties n&apos;est pas disponible.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="148"/>
        <source>Seat %1, %2</source>
        <translation>Place %1, %2</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="196"/>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="198"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="200"/>
        <source>Name of seat %1</source>
        <translation>Nom à la place %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="206"/>
        <source>Colour of seat %1</source>
        <translation>Couleur de la place %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="207"/>
        <source>Person or computer, seat %1</source>
        <translation>Humain ou ordinateur, place %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="208"/>
        <source>Computer level, seat %1</source>
        <translation>Niveau de l&apos;ordinateur, place %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="215"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="216"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="398"/>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="400"/>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="402"/>
        <source>Two players have the same colour.</source>
        <translation>Deux joueurs ont la même couleur.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="404"/>
        <source>The game number must be a whole number.</source>
        <translation>Le numéro de partie doit être un nombre entier.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="413"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="414"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="416"/>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="418"/>
        <source>Game &amp;number:</source>
        <translation>&amp;Numéro de partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="420"/>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="421"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="427"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="428"/>
        <source>The game to play</source>
        <translation>Le jeu auquel jouer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="429"/>
        <source>How many sit at the table</source>
        <translation>Combien de joueurs autour de la table</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="432"/>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="433"/>
        <source>Start the game with these seats</source>
        <translation>Commence la partie avec ces places</translation>
    </message>
    <message>
        <location filename="../capboard/ui/new_game_dialog.py" line="436"/>
        <source>Close without starting a game</source>
        <translation>Ferme sans commencer de partie</translation>
    </message>
</context>
<context>
    <name>PassBanner</name>
    <message numerus="yes">
        <location filename="../capboard/ui/turn_notes.py" line="59"/>
        <source>%1 plays next. The table hides in %n second(s): look at what happened.</source>
        <translation>
            <numerusform>%1 joue ensuite. La table se cache dans %n seconde&#xa0;: regardez ce qui s&apos;est passé.</numerusform>
            <numerusform>%1 joue ensuite. La table se cache dans %n secondes&#xa0;: regardez ce qui s&apos;est passé.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="64"/>
        <source>%1 plays next. Look at what happened, then pass the computer on.</source>
        <translation>%1 joue ensuite. Regardez ce qui s&apos;est passé, puis passez l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="66"/>
        <source>Pass to %1 now</source>
        <translation>Passer à %1 maintenant</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <location filename="../capboard/ui/side_panel.py" line="86"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/side_panel.py" line="88"/>
        <source>◀ to play</source>
        <translation>◀ à jouer</translation>
    </message>
    <message>
        <location filename="../capboard/ui/side_panel.py" line="94"/>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
</context>
<context>
    <name>RecentMenu</name>
    <message>
        <location filename="../capboard/ui/recent_menu.py" line="38"/>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/recent_menu.py" line="57"/>
        <source>%1 (not found)</source>
        <translation>%1 (introuvable)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/recent_menu.py" line="65"/>
        <source>&amp;Clear the list</source>
        <translation>&amp;Vider la liste</translation>
    </message>
    <message>
        <location filename="../capboard/ui/recent_menu.py" line="67"/>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="54"/>
        <source>No rules to show.</source>
        <translation>Aucune règle à afficher.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="60"/>
        <source>The rules of this game are missing.</source>
        <translation>Les règles de ce jeu sont introuvables.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="51"/>
        <location filename="../capboard/ui/rules_window.py" line="64"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="49"/>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="65"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="66"/>
        <source>The game whose rules are shown</source>
        <translation>Le jeu dont les règles sont affichées</translation>
    </message>
    <message>
        <location filename="../capboard/ui/rules_window.py" line="68"/>
        <source>The rules of the game, then the decisions taken where the rule book is silent</source>
        <translation>Les règles du jeu, puis les décisions prises là où la règle ne dit rien</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../capboard/controller/saves.py" line="91"/>
        <source>The file does not exist any more.</source>
        <translation>Le fichier n&apos;existe plus.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="93"/>
        <source>The file cannot be read (check that you may open it).</source>
        <translation>Impossible de lire le fichier (vérifiez que vous avez le droit de l&apos;ouvrir).</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="97"/>
        <source>The game cannot be saved there (disk full or no permission?).</source>
        <translation>Impossible d&apos;enregistrer la partie à cet endroit (disque plein ou droits insuffisants&#xa0;?).</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="101"/>
        <source>The file is far too large to be a Capboard game.</source>
        <translation>Le fichier est bien trop volumineux pour être une partie Capboard.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="105"/>
        <source>The file is damaged: it is not a Capboard game any more.</source>
        <translation>Le fichier est endommagé&#xa0;: ce n&apos;est plus une partie Capboard lisible.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="109"/>
        <source>This file is not a Capboard game.</source>
        <translation>Ce fichier n&apos;est pas une partie Capboard.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="111"/>
        <source>This game was made by a newer Capboard. Update Capboard to open it.</source>
        <translation>Cette partie a été créée par une version plus récente de Capboard. Mettez Capboard à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="116"/>
        <source>This file is for a game this version of Capboard does not have: %1.</source>
        <translation>Ce fichier est une partie d&apos;un jeu absent de cette version de Capboard&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="120"/>
        <source>This game was saved under earlier rules of the game, which have changed since: move %1 is not allowed any more, so the game cannot go on.</source>
        <translation>Cette partie a été enregistrée avec des règles du jeu plus anciennes, qui ont changé depuis : le coup %1 n&apos;est plus permis, la partie ne peut donc pas continuer.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="128"/>
        <source>The file is damaged or was altered: move %1 breaks the rules.</source>
        <translation>Le fichier est endommagé ou a été modifié : le coup n° %1 enfreint les règles.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="131"/>
        <source>The file is damaged or was altered: the game cannot start.</source>
        <translation>Le fichier est endommagé ou a été modifié&#xa0;: la partie ne peut pas commencer.</translation>
    </message>
    <message>
        <location filename="../capboard/controller/saves.py" line="134"/>
        <source>The file is damaged or was altered.</source>
        <translation>Le fichier est endommagé ou a été modifié.</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="160"/>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="162"/>
        <source>A draw between %1</source>
        <translation>Égalité entre %1</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="163"/>
        <source>A draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message numerus="yes">
        <location filename="../capboard/ui/score_dialog.py" line="167"/>
        <source>Hints taken: %n</source>
        <translation>
            <numerusform>Indice pris&#xa0;: %n</numerusform>
            <numerusform>Indices pris&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="171"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="175"/>
        <source>Score</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="178"/>
        <source>★ winner</source>
        <translation>★ vainqueur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="179"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="180"/>
        <source>&amp;Back to start</source>
        <translation>&amp;Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../capboard/ui/score_dialog.py" line="181"/>
        <source>&amp;Look at the board</source>
        <translation>&amp;Voir le plateau</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="142"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="143"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="146"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="149"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="150"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="152"/>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="153"/>
        <source>The size of every text, in every window</source>
        <translation>La taille de tous les textes, dans toutes les fenêtres</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="155"/>
        <source>Off</source>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="155"/>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="155"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="155"/>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="158"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="159"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="160"/>
        <source>Volume of the sounds</source>
        <translation>Volume des sons</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="161"/>
        <source>&amp;Colour-blind patterns on the board</source>
        <translation>Motifs pour &amp;daltoniens sur le plateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="162"/>
        <source>&amp;Before the hand-over:</source>
        <translation>&amp;Avant de passer la main&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="164"/>
        <source>How long a move&apos;s result stays on the table before the next person&apos;s turn</source>
        <translation>Combien de temps le résultat d&apos;un coup reste sur la table avant le tour de la personne suivante</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="168"/>
        <source>show the result until a click</source>
        <translation>montrer le résultat jusqu&apos;à un clic</translation>
    </message>
    <message numerus="yes">
        <location filename="../capboard/ui/settings_dialog.py" line="170"/>
        <source>show the result for %n second(s)</source>
        <translation>
            <numerusform>montrer le résultat %n seconde</numerusform>
            <numerusform>montrer le résultat %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="173"/>
        <source>&amp;Hand-over screen even when nothing is secret</source>
        <translation>Écran de &amp;passage de main même sans secret</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="176"/>
        <source>Without it, the hand-over screen shows only when the next person could see something the other may not (a hand, a face-down card).</source>
        <translation>Sinon, l&apos;écran de passage de main n&apos;apparaît que si la personne suivante pourrait voir ce que l&apos;autre doit garder pour lui (une main, une carte face cachée).</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="180"/>
        <source>Players are always shown with a shape next to their colour.</source>
        <translation>Chaque joueur est toujours signalé par une forme à côté de sa couleur.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="181"/>
        <source>The language of every text, changed at once</source>
        <translation>La langue de tous les textes, changée aussitôt</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="182"/>
        <source>How fast the pieces move on the board</source>
        <translation>La vitesse des pièces sur le plateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="183"/>
        <source>Sounds for the dice, the moves and the end of a game</source>
        <translation>Des sons pour les dés, les coups et la fin de partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="185"/>
        <source>Patterns on the players&apos; pieces as well as their colours</source>
        <translation>Des motifs sur les pièces des joueurs en plus de leurs couleurs</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="189"/>
        <source>Keep these settings</source>
        <translation>Garde ces paramètres</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_dialog.py" line="192"/>
        <source>Close without changing the settings</source>
        <translation>Ferme sans changer les paramètres</translation>
    </message>
</context>
<context>
    <name>SettingsNotice</name>
    <message>
        <location filename="../capboard/ui/settings_notice.py" line="38"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_notice.py" line="65"/>
        <source>Some settings could not be read and are back to their defaults; the other settings were kept.</source>
        <translation>Certains paramètres n&apos;ont pas pu être lus et reprennent leur valeur par défaut&#xa0;; les autres paramètres ont été conservés.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_notice.py" line="71"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>Le fichier des paramètres n&apos;a pas pu être lu&#xa0;; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/settings_notice.py" line="75"/>
        <source>A copy of the damaged file was kept: %1</source>
        <translation>Une copie du fichier endommagé a été conservée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>SinceBox</name>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="121"/>
        <source>Since your last turn:</source>
        <translation>Depuis votre dernier tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="122"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="123"/>
        <source>Close this list (the log keeps every move)</source>
        <translation>Fermer cette liste (le journal garde tous les coups)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/turn_notes.py" line="124"/>
        <source>What happened since your last turn</source>
        <translation>Ce qui s&apos;est passé depuis votre dernier tour</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../capboard/ui/start_page.py" line="254"/>
        <source>Capboard</source>
        <translation>Capboard</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="256"/>
        <source>Board games for the whole family, on one computer. Choose a game:</source>
        <translation>Des jeux de société pour toute la famille, sur un seul ordinateur. Choisissez un jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="258"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="259"/>
        <source>Go on with a game saved earlier (a .capboard file)</source>
        <translation>Reprend une partie enregistrée (un fichier .capboard)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/start_page.py" line="260"/>
        <source>No game can be played: Capboard&apos;s games are missing.</source>
        <translation>Aucun jeu n&apos;est disponible&#xa0;: les jeux de Capboard sont introuvables.</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="82"/>
        <source>Games played by the computer at this level</source>
        <translation>Parties jouées par l&apos;ordinateur à ce niveau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="95"/>
        <source>Hints taken (Help → Hint) in these games</source>
        <translation>Indices pris (Aide → Indice) dans ces parties</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="104"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="107"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="108"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="109"/>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="110"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="111"/>
        <source>Hints</source>
        <translation>Indices</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="114"/>
        <source>No finished game yet. Statistics appear after a game.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Les statistiques apparaîtront après une première partie.</translation>
    </message>
    <message>
        <location filename="../capboard/ui/stats_window.py" line="134"/>
        <source>Finished games not counted yet: %1. They will be once the game history can be written.</source>
        <translation>Parties terminées pas encore comptées&#xa0;: %1. Elles le seront dès que l&apos;historique des parties pourra être écrit.</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../capboard/ui/table.py" line="184"/>
        <source>&amp;Moves (Enter plays):</source>
        <translation>&amp;Coups (Entrée pour jouer)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="186"/>
        <source>&amp;Undo</source>
        <translation>A&amp;nnuler le coup</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="187"/>
        <source>Take back your last move (Ctrl+Z)</source>
        <translation>Annuler votre dernier coup (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="188"/>
        <source>&amp;Log:</source>
        <translation>&amp;Journal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="189"/>
        <source>Legal moves</source>
        <translation>Coups possibles</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="190"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="191"/>
        <location filename="../capboard/ui/table.py" line="192"/>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="195"/>
        <source>Tab and Shift+Tab walk the places you may play, Enter plays; Ctrl+D describes the board</source>
        <translation>Tab et Maj+Tab parcourent les endroits où vous pouvez jouer, Entrée joue&#xa0;; Ctrl+D décrit le plateau</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="200"/>
        <source>Whose turn it is, and what to do</source>
        <translation>À qui le tour, et que faire</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="202"/>
        <source>Every move that may be played now; Enter plays the one selected</source>
        <translation>Tous les coups jouables maintenant&#xa0;; Entrée joue celui qui est choisi</translation>
    </message>
    <message>
        <location filename="../capboard/ui/table.py" line="204"/>
        <source>What has been played, newest last</source>
        <translation>Ce qui a été joué, le plus récent en dernier</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../capboard/ui/theme.py" line="49"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="50"/>
        <source>Vermillion</source>
        <translation>Vermillon</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="51"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="52"/>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="53"/>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="54"/>
        <source>Sky blue</source>
        <translation>Bleu ciel</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="62"/>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="63"/>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="64"/>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="65"/>
        <source>diamond</source>
        <translation>losange</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="66"/>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="67"/>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <location filename="../capboard/ui/theme.py" line="75"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
