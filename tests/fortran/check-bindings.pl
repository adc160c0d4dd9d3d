#!/usr/bin/env perl
# TAP test: the generated Fortran modules match the library and its headers.
#  - the bind(c) names of modules rocsparse and fsparse_device are exactly
#    the rocsparse_* and fsparse_* routines librocsparse.a defines;
#  - each interface has as many arguments as the C prototype;
#  - each enumerator of rocsparse_enums has the value of the C header.
# Reads its own simple view of the headers, not the generator's, so a
# generator mistake shows. Run from the build directory, as 'make check' does;
# srcdir, NM and FSPARSE_LIBRARY may be set in the environment.
use strict;
use warnings;

my $srcdir  = $ENV{srcdir} // '.';
my $library = $ENV{FSPARSE_LIBRARY} // '.libs/librocsparse.a';
my $nm      = $ENV{NM} // 'nm';
my @tap;

sub slurp
{
    my ($file) = @_;
    open(my $fh, '<', $file) or bail("cannot read $file: $!");
    local $/;
    my $text = <$fh>;
    close($fh);
    return $text;
}

sub bail
{
    print "Bail out! $_[0]\n";
    exit 1;
}

sub check
{
    my ($pass, $name, @diag) = @_;
    push @tap, [$pass, $name, @diag];
}

# C view: comments gone, and what only a C++ compiler reads (the branch of
# an #if or #ifdef that requires __cplusplus, up to its #else or #endif:
# extern "C" lines, the complex class), then the preprocessor lines.
sub c_text
{
    my $text = slurp($_[0]);
    $text =~ s{/\*.*?\*/}{ }gs;
    $text =~ s{//[^\n]*}{}g;
    my (@cxx_only, $c_view);
    for my $line (split /\n/, $text)
    {
        if(my ($directive, $condition) = $line =~ /^\s*#\s*(\w+)(.*)$/)
        {
            if($directive =~ /^if/)
            {
                push @cxx_only, $directive ne 'ifndef' && $condition =~ /__cplusplus/ && $condition !~ /!/;
            }
            elsif($directive =~ /^el/ && @cxx_only) { $cxx_only[-1] = 0 }
            elsif($directive eq 'endif') { pop @cxx_only }
            next;
        }
        $c_view .= "$line\n" unless grep { $_ } @cxx_only;
    }
    return $c_view // '';
}

# Routine name -> number of parameters, from every public header.
my %c_params;
for my $header (glob("$srcdir/include/rocsparse/*.h"))
{
    my $text = c_text($header);
    while($text =~ /\b(\w+)\s*\(([^()]*)\)\s*;/g)
    {
        my ($name, $params) = ($1, $2);
        next unless $name =~ /^(rocsparse|fsparse)_/;
        $c_params{$name} = ($params =~ /^\s*(void)?\s*$/) ? 0 : scalar(split(/,/, $params));
    }
}

# Interface name -> number of arguments, from the two modules of routines.
my %f_args;
for my $module (qw(rocsparse fsparse_device))
{
    my $text = slurp("$srcdir/fortran/$module.f90");
    $text =~ s/&\s*\n\s*//g;
    while($text =~ /^\s*(?:function|subroutine)\s+\w+\s*\(([^)]*)\)\s*bind\s*\(\s*c\s*,\s*name\s*=\s*'(\w+)'\s*\)/gmi)
    {
        my ($args, $name) = ($1, $2);
        $f_args{$name} = ($args =~ /^\s*$/) ? 0 : scalar(split(/,/, $args));
    }
}

# Routines the library defines.
my %symbols;
open(my $nm_out, '-|', "$nm -g --defined-only $library") or bail("cannot run $nm: $!");
while(<$nm_out>)
{
    $symbols{$2} = 1 if /\s([TW])\s+((?:rocsparse|fsparse)_\w+)$/;
}
close($nm_out) or bail("$nm -g --defined-only $library failed");

# An empty set on any side would make the comparisons below vacuous.
check(keys(%symbols) > 0, 'the library defines rocsparse_*/fsparse_* routines');
check(keys(%f_args) > 0, 'the modules have bind(c) interfaces');
check(keys(%c_params) > 0, 'the headers have prototypes');

my %all = (%symbols, %f_args, %c_params);
for my $name (sort keys %all)
{
    my @missing;
    push @missing, 'no symbol in the library' unless $symbols{$name};
    push @missing, 'no Fortran interface' unless exists $f_args{$name};
    push @missing, 'no C prototype' unless exists $c_params{$name};
    my $counts_agree = exists $f_args{$name} && exists $c_params{$name} && $f_args{$name} == $c_params{$name};
    push @missing, "Fortran has $f_args{$name} arguments, C has $c_params{$name}"
        if exists $f_args{$name} && exists $c_params{$name} && !$counts_agree;
    my $args = $c_params{$name} // $f_args{$name} // '?';
    check(!@missing, "$name: symbol, interface, $args arguments", @missing);
}

# Enumerators: name -> value in C, compared with the Fortran constants.
my %c_enum;
my $types = c_text("$srcdir/include/rocsparse/rocsparse-types.h");
while($types =~ /\benum\b[^{;]*\{([^}]*)\}/g)
{
    my $next = 0;
    for my $item (split /,/, $1)
    {
        my ($id, $literal) = $item =~ /^\s*(\w+)\s*(?:=\s*(\S+))?\s*$/ or next;
        my $value = !defined $literal ? $next : $literal =~ /^0x/i ? hex($literal) : $literal + 0;
        $c_enum{$id} = $value;
        $next = $value + 1;
    }
}
my %f_enum;
my $enums = slurp("$srcdir/fortran/rocsparse_enums.f90");
$f_enum{$1} = $2 + 0 while $enums =~ /^\s*enumerator\s*::\s*(\w+)\s*=\s*(-?\d+)\s*$/gmi;
check(keys(%c_enum) > 0, 'the types header has enumerators');
my %enum_names = (%c_enum, %f_enum);
for my $name (sort keys %enum_names)
{
    my $same = exists $c_enum{$name} && exists $f_enum{$name} && $c_enum{$name} == $f_enum{$name};
    check($same, "enumerator $name", 'C: ' . ($c_enum{$name} // 'absent') . ', Fortran: ' . ($f_enum{$name} // 'absent'));
}

print '1..' . scalar(@tap) . "\n";
my $number = 0;
for my $t (@tap)
{
    my ($pass, $name, @diag) = @$t;
    $number++;
    print(($pass ? 'ok' : 'not ok') . " $number - $name\n");
    print "# $_\n" for $pass ? () : @diag;
}
